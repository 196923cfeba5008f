/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_DetailInputs */

const en_error_detail = /** @type {(inputs: Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again in a moment.`)
};

const es_error_detail = /** @type {(inputs: Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtalo de nuevo en un momento.`)
};

const fr_error_detail = /** @type {(inputs: Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer dans un instant.`)
};

const de_error_detail = /** @type {(inputs: Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuche es gleich noch einmal.`)
};

const pt_br2_error_detail = /** @type {(inputs: Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tente novamente em instantes.`)
};

const it_error_detail = /** @type {(inputs: Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprova tra un momento.`)
};

const ar_error_detail = /** @type {(inputs: Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُرجى المحاولة مرة أخرى بعد قليل.`)
};

/**
* | output |
* | --- |
* | "Please try again in a moment." |
*
* @param {Error_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const error_detail = /** @type {((inputs?: Error_DetailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_DetailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_detail(inputs)
	if (locale === "fr") return fr_error_detail(inputs)
	if (locale === "de") return de_error_detail(inputs)
	if (locale === "pt-BR") return pt_br2_error_detail(inputs)
	if (locale === "it") return it_error_detail(inputs)
	if (locale === "ar") return ar_error_detail(inputs)
	return en_error_detail(inputs)
});