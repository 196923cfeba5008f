/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Genre_CountryInputs */

const en_rest_genre_country = /** @type {(inputs: Rest_Genre_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const es_rest_genre_country = /** @type {(inputs: Rest_Genre_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const fr_rest_genre_country = /** @type {(inputs: Rest_Genre_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const de_rest_genre_country = /** @type {(inputs: Rest_Genre_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const pt_br2_rest_genre_country = /** @type {(inputs: Rest_Genre_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const it_rest_genre_country = /** @type {(inputs: Rest_Genre_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const ar_rest_genre_country = /** @type {(inputs: Rest_Genre_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كانتري`)
};

/**
* | output |
* | --- |
* | "Country" |
*
* @param {Rest_Genre_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_genre_country = /** @type {((inputs?: Rest_Genre_CountryInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Genre_CountryInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_genre_country(inputs)
	if (locale === "fr") return fr_rest_genre_country(inputs)
	if (locale === "de") return de_rest_genre_country(inputs)
	if (locale === "pt-BR") return pt_br2_rest_genre_country(inputs)
	if (locale === "it") return it_rest_genre_country(inputs)
	if (locale === "ar") return ar_rest_genre_country(inputs)
	return en_rest_genre_country(inputs)
});