/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Genre_ClassicalInputs */

const en_rest_genre_classical = /** @type {(inputs: Rest_Genre_ClassicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classical`)
};

const es_rest_genre_classical = /** @type {(inputs: Rest_Genre_ClassicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clásica`)
};

const fr_rest_genre_classical = /** @type {(inputs: Rest_Genre_ClassicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classique`)
};

const de_rest_genre_classical = /** @type {(inputs: Rest_Genre_ClassicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klassik`)
};

const pt_br2_rest_genre_classical = /** @type {(inputs: Rest_Genre_ClassicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clássica`)
};

const it_rest_genre_classical = /** @type {(inputs: Rest_Genre_ClassicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classica`)
};

const ar_rest_genre_classical = /** @type {(inputs: Rest_Genre_ClassicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلاسيكية`)
};

/**
* | output |
* | --- |
* | "Classical" |
*
* @param {Rest_Genre_ClassicalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_genre_classical = /** @type {((inputs?: Rest_Genre_ClassicalInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Genre_ClassicalInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_genre_classical(inputs)
	if (locale === "fr") return fr_rest_genre_classical(inputs)
	if (locale === "de") return de_rest_genre_classical(inputs)
	if (locale === "pt-BR") return pt_br2_rest_genre_classical(inputs)
	if (locale === "it") return it_rest_genre_classical(inputs)
	if (locale === "ar") return ar_rest_genre_classical(inputs)
	return en_rest_genre_classical(inputs)
});