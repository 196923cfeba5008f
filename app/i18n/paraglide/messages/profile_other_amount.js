/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Other_AmountInputs */

const en_profile_other_amount = /** @type {(inputs: Profile_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other amount`)
};

const es_profile_other_amount = /** @type {(inputs: Profile_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro importe`)
};

const fr_profile_other_amount = /** @type {(inputs: Profile_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre montant`)
};

const de_profile_other_amount = /** @type {(inputs: Profile_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderer Betrag`)
};

const pt_br2_profile_other_amount = /** @type {(inputs: Profile_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outro valor`)
};

const it_profile_other_amount = /** @type {(inputs: Profile_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altro importo`)
};

const ar_profile_other_amount = /** @type {(inputs: Profile_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مبلغ آخر`)
};

/**
* | output |
* | --- |
* | "Other amount" |
*
* @param {Profile_Other_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_other_amount = /** @type {((inputs?: Profile_Other_AmountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Other_AmountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_other_amount(inputs)
	if (locale === "fr") return fr_profile_other_amount(inputs)
	if (locale === "de") return de_profile_other_amount(inputs)
	if (locale === "pt-BR") return pt_br2_profile_other_amount(inputs)
	if (locale === "it") return it_profile_other_amount(inputs)
	if (locale === "ar") return ar_profile_other_amount(inputs)
	return en_profile_other_amount(inputs)
});