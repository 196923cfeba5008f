/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown> }} Sign_Rail_CodeInputs */

const en_sign_rail_code = /** @type {(inputs: Sign_Rail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} code`)
};

const es_sign_rail_code = /** @type {(inputs: Sign_Rail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código ${i?.method}`)
};

const fr_sign_rail_code = /** @type {(inputs: Sign_Rail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.method}`)
};

const de_sign_rail_code = /** @type {(inputs: Sign_Rail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method}-Code`)
};

const pt_br2_sign_rail_code = /** @type {(inputs: Sign_Rail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código ${i?.method}`)
};

const it_sign_rail_code = /** @type {(inputs: Sign_Rail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice ${i?.method}`)
};

const ar_sign_rail_code = /** @type {(inputs: Sign_Rail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز ${i?.method}`)
};

/**
* | output |
* | --- |
* | "{method} code" |
*
* @param {Sign_Rail_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_rail_code = /** @type {((inputs: Sign_Rail_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Rail_CodeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_rail_code(inputs)
	if (locale === "fr") return fr_sign_rail_code(inputs)
	if (locale === "de") return de_sign_rail_code(inputs)
	if (locale === "pt-BR") return pt_br2_sign_rail_code(inputs)
	if (locale === "it") return it_sign_rail_code(inputs)
	if (locale === "ar") return ar_sign_rail_code(inputs)
	return en_sign_rail_code(inputs)
});