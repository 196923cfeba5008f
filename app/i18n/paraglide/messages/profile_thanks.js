/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Profile_ThanksInputs */

const en_profile_thanks = /** @type {(inputs: Profile_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you! Your tip to ${i?.firstName} is on its way.`)
};

const es_profile_thanks = /** @type {(inputs: Profile_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu propina para ${i?.firstName} está en camino.`)
};

const fr_profile_thanks = /** @type {(inputs: Profile_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci ! Votre pourboire pour ${i?.firstName} est en route.`)
};

const de_profile_thanks = /** @type {(inputs: Profile_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Danke! Dein Trinkgeld an ${i?.firstName} ist unterwegs.`)
};

const pt_br2_profile_thanks = /** @type {(inputs: Profile_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obrigado! Sua gorjeta para ${i?.firstName} está a caminho.`)
};

const it_profile_thanks = /** @type {(inputs: Profile_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grazie! La tua mancia per ${i?.firstName} è in arrivo.`)
};

const ar_profile_thanks = /** @type {(inputs: Profile_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شكرًا! إكراميتك إلى ${i?.firstName} في الطريق.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your tip to {firstName} is on its way." |
*
* @param {Profile_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_thanks = /** @type {((inputs: Profile_ThanksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_ThanksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_thanks(inputs)
	if (locale === "fr") return fr_profile_thanks(inputs)
	if (locale === "de") return de_profile_thanks(inputs)
	if (locale === "pt-BR") return pt_br2_profile_thanks(inputs)
	if (locale === "it") return it_profile_thanks(inputs)
	if (locale === "ar") return ar_profile_thanks(inputs)
	return en_profile_thanks(inputs)
});