/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Genre_PopInputs */

const en_rest_genre_pop = /** @type {(inputs: Rest_Genre_PopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pop`)
};

const es_rest_genre_pop = /** @type {(inputs: Rest_Genre_PopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pop`)
};

const fr_rest_genre_pop = /** @type {(inputs: Rest_Genre_PopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pop`)
};

const de_rest_genre_pop = /** @type {(inputs: Rest_Genre_PopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pop`)
};

const pt_br2_rest_genre_pop = /** @type {(inputs: Rest_Genre_PopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pop`)
};

const it_rest_genre_pop = /** @type {(inputs: Rest_Genre_PopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pop`)
};

const ar_rest_genre_pop = /** @type {(inputs: Rest_Genre_PopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بوب`)
};

/**
* | output |
* | --- |
* | "Pop" |
*
* @param {Rest_Genre_PopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_genre_pop = /** @type {((inputs?: Rest_Genre_PopInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Genre_PopInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_genre_pop(inputs)
	if (locale === "fr") return fr_rest_genre_pop(inputs)
	if (locale === "de") return de_rest_genre_pop(inputs)
	if (locale === "pt-BR") return pt_br2_rest_genre_pop(inputs)
	if (locale === "it") return it_rest_genre_pop(inputs)
	if (locale === "ar") return ar_rest_genre_pop(inputs)
	return en_rest_genre_pop(inputs)
});