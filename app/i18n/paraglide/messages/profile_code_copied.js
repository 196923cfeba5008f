/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Code_CopiedInputs */

const en_profile_code_copied = /** @type {(inputs: Profile_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code copied`)
};

const es_profile_code_copied = /** @type {(inputs: Profile_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código copiado`)
};

const fr_profile_code_copied = /** @type {(inputs: Profile_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code copié`)
};

const de_profile_code_copied = /** @type {(inputs: Profile_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code kopiert`)
};

const pt_br2_profile_code_copied = /** @type {(inputs: Profile_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código copiado`)
};

const it_profile_code_copied = /** @type {(inputs: Profile_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice copiato`)
};

const ar_profile_code_copied = /** @type {(inputs: Profile_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم نسخ الرمز`)
};

/**
* | output |
* | --- |
* | "Code copied" |
*
* @param {Profile_Code_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_code_copied = /** @type {((inputs?: Profile_Code_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Code_CopiedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_code_copied(inputs)
	if (locale === "fr") return fr_profile_code_copied(inputs)
	if (locale === "de") return de_profile_code_copied(inputs)
	if (locale === "pt-BR") return pt_br2_profile_code_copied(inputs)
	if (locale === "it") return it_profile_code_copied(inputs)
	if (locale === "ar") return ar_profile_code_copied(inputs)
	return en_profile_code_copied(inputs)
});