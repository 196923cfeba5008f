/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SepaInputs */

const en_profile_sepa = /** @type {(inputs: Profile_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer (SEPA)`)
};

const es_profile_sepa = /** @type {(inputs: Profile_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transferencia bancaria (SEPA)`)
};

const fr_profile_sepa = /** @type {(inputs: Profile_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virement bancaire (SEPA)`)
};

const de_profile_sepa = /** @type {(inputs: Profile_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überweisung (SEPA)`)
};

const pt_br2_profile_sepa = /** @type {(inputs: Profile_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transferência bancária (SEPA)`)
};

const it_profile_sepa = /** @type {(inputs: Profile_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonifico bancario (SEPA)`)
};

const ar_profile_sepa = /** @type {(inputs: Profile_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحويل بنكي (SEPA)`)
};

/**
* | output |
* | --- |
* | "Bank transfer (SEPA)" |
*
* @param {Profile_SepaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_sepa = /** @type {((inputs?: Profile_SepaInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SepaInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_sepa(inputs)
	if (locale === "fr") return fr_profile_sepa(inputs)
	if (locale === "de") return de_profile_sepa(inputs)
	if (locale === "pt-BR") return pt_br2_profile_sepa(inputs)
	if (locale === "it") return it_profile_sepa(inputs)
	if (locale === "ar") return ar_profile_sepa(inputs)
	return en_profile_sepa(inputs)
});