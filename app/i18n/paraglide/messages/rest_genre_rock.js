/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Genre_RockInputs */

const en_rest_genre_rock = /** @type {(inputs: Rest_Genre_RockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rock`)
};

const es_rest_genre_rock = /** @type {(inputs: Rest_Genre_RockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rock`)
};

const fr_rest_genre_rock = /** @type {(inputs: Rest_Genre_RockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rock`)
};

const de_rest_genre_rock = /** @type {(inputs: Rest_Genre_RockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rock`)
};

const pt_br2_rest_genre_rock = /** @type {(inputs: Rest_Genre_RockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rock`)
};

const it_rest_genre_rock = /** @type {(inputs: Rest_Genre_RockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rock`)
};

const ar_rest_genre_rock = /** @type {(inputs: Rest_Genre_RockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روك`)
};

/**
* | output |
* | --- |
* | "Rock" |
*
* @param {Rest_Genre_RockInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_genre_rock = /** @type {((inputs?: Rest_Genre_RockInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Genre_RockInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_genre_rock(inputs)
	if (locale === "fr") return fr_rest_genre_rock(inputs)
	if (locale === "de") return de_rest_genre_rock(inputs)
	if (locale === "pt-BR") return pt_br2_rest_genre_rock(inputs)
	if (locale === "it") return it_rest_genre_rock(inputs)
	if (locale === "ar") return ar_rest_genre_rock(inputs)
	return en_rest_genre_rock(inputs)
});