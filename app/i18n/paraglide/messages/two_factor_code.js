/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_CodeInputs */

const en_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const fr_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const de_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const pt_br2_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const it_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice`)
};

const ar_two_factor_code = /** @type {(inputs: Two_Factor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرمز`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Two_Factor_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const two_factor_code = /** @type {((inputs?: Two_Factor_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_CodeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_two_factor_code(inputs)
	if (locale === "fr") return fr_two_factor_code(inputs)
	if (locale === "de") return de_two_factor_code(inputs)
	if (locale === "pt-BR") return pt_br2_two_factor_code(inputs)
	if (locale === "it") return it_two_factor_code(inputs)
	if (locale === "ar") return ar_two_factor_code(inputs)
	return en_two_factor_code(inputs)
});