/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Genre_ElectronicInputs */

const en_rest_genre_electronic = /** @type {(inputs: Rest_Genre_ElectronicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electronic`)
};

const es_rest_genre_electronic = /** @type {(inputs: Rest_Genre_ElectronicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electrónica`)
};

const fr_rest_genre_electronic = /** @type {(inputs: Rest_Genre_ElectronicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électronique`)
};

const de_rest_genre_electronic = /** @type {(inputs: Rest_Genre_ElectronicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektronisch`)
};

const pt_br2_rest_genre_electronic = /** @type {(inputs: Rest_Genre_ElectronicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eletrônica`)
};

const it_rest_genre_electronic = /** @type {(inputs: Rest_Genre_ElectronicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettronica`)
};

const ar_rest_genre_electronic = /** @type {(inputs: Rest_Genre_ElectronicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلكترونية`)
};

/**
* | output |
* | --- |
* | "Electronic" |
*
* @param {Rest_Genre_ElectronicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_genre_electronic = /** @type {((inputs?: Rest_Genre_ElectronicInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Genre_ElectronicInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_genre_electronic(inputs)
	if (locale === "fr") return fr_rest_genre_electronic(inputs)
	if (locale === "de") return de_rest_genre_electronic(inputs)
	if (locale === "pt-BR") return pt_br2_rest_genre_electronic(inputs)
	if (locale === "it") return it_rest_genre_electronic(inputs)
	if (locale === "ar") return ar_rest_genre_electronic(inputs)
	return en_rest_genre_electronic(inputs)
});