/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_AmountInputs */

const en_profile_tip_amount = /** @type {(inputs: Profile_Tip_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip amount`)
};

const es_profile_tip_amount = /** @type {(inputs: Profile_Tip_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe de la propina`)
};

const fr_profile_tip_amount = /** @type {(inputs: Profile_Tip_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant du pourboire`)
};

const de_profile_tip_amount = /** @type {(inputs: Profile_Tip_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeldbetrag`)
};

const pt_br2_profile_tip_amount = /** @type {(inputs: Profile_Tip_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor da gorjeta`)
};

const it_profile_tip_amount = /** @type {(inputs: Profile_Tip_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importo della mancia`)
};

const ar_profile_tip_amount = /** @type {(inputs: Profile_Tip_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مبلغ الإكرامية`)
};

/**
* | output |
* | --- |
* | "Tip amount" |
*
* @param {Profile_Tip_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_amount = /** @type {((inputs?: Profile_Tip_AmountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_AmountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_amount(inputs)
	if (locale === "fr") return fr_profile_tip_amount(inputs)
	if (locale === "de") return de_profile_tip_amount(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_amount(inputs)
	if (locale === "it") return it_profile_tip_amount(inputs)
	if (locale === "ar") return ar_profile_tip_amount(inputs)
	return en_profile_tip_amount(inputs)
});