/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Genre_JazzInputs */

const en_rest_genre_jazz = /** @type {(inputs: Rest_Genre_JazzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz`)
};

const es_rest_genre_jazz = /** @type {(inputs: Rest_Genre_JazzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz`)
};

const fr_rest_genre_jazz = /** @type {(inputs: Rest_Genre_JazzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz`)
};

const de_rest_genre_jazz = /** @type {(inputs: Rest_Genre_JazzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz`)
};

const pt_br2_rest_genre_jazz = /** @type {(inputs: Rest_Genre_JazzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz`)
};

const it_rest_genre_jazz = /** @type {(inputs: Rest_Genre_JazzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz`)
};

const ar_rest_genre_jazz = /** @type {(inputs: Rest_Genre_JazzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاز`)
};

/**
* | output |
* | --- |
* | "Jazz" |
*
* @param {Rest_Genre_JazzInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_genre_jazz = /** @type {((inputs?: Rest_Genre_JazzInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Genre_JazzInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_genre_jazz(inputs)
	if (locale === "fr") return fr_rest_genre_jazz(inputs)
	if (locale === "de") return de_rest_genre_jazz(inputs)
	if (locale === "pt-BR") return pt_br2_rest_genre_jazz(inputs)
	if (locale === "it") return it_rest_genre_jazz(inputs)
	if (locale === "ar") return ar_rest_genre_jazz(inputs)
	return en_rest_genre_jazz(inputs)
});