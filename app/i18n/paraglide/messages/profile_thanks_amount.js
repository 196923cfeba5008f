/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, firstName: NonNullable<unknown> }} Profile_Thanks_AmountInputs */

const en_profile_thanks_amount = /** @type {(inputs: Profile_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you! Your ${i?.amount} tip to ${i?.firstName} is on its way.`)
};

const es_profile_thanks_amount = /** @type {(inputs: Profile_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu propina de ${i?.amount} para ${i?.firstName} está en camino.`)
};

const fr_profile_thanks_amount = /** @type {(inputs: Profile_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci ! Votre pourboire de ${i?.amount} pour ${i?.firstName} est en route.`)
};

const de_profile_thanks_amount = /** @type {(inputs: Profile_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Danke! Dein Trinkgeld von ${i?.amount} an ${i?.firstName} ist unterwegs.`)
};

const pt_br2_profile_thanks_amount = /** @type {(inputs: Profile_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obrigado! Sua gorjeta de ${i?.amount} para ${i?.firstName} está a caminho.`)
};

const it_profile_thanks_amount = /** @type {(inputs: Profile_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grazie! La tua mancia di ${i?.amount} per ${i?.firstName} è in arrivo.`)
};

const ar_profile_thanks_amount = /** @type {(inputs: Profile_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شكرًا! إكراميتك بقيمة ${i?.amount} إلى ${i?.firstName} في الطريق.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your {amount} tip to {firstName} is on its way." |
*
* @param {Profile_Thanks_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_thanks_amount = /** @type {((inputs: Profile_Thanks_AmountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Thanks_AmountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_thanks_amount(inputs)
	if (locale === "fr") return fr_profile_thanks_amount(inputs)
	if (locale === "de") return de_profile_thanks_amount(inputs)
	if (locale === "pt-BR") return pt_br2_profile_thanks_amount(inputs)
	if (locale === "it") return it_profile_thanks_amount(inputs)
	if (locale === "ar") return ar_profile_thanks_amount(inputs)
	return en_profile_thanks_amount(inputs)
});