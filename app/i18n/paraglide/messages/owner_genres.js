/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_GenresInputs */

const en_owner_genres = /** @type {(inputs: Owner_GenresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genres`)
};

const es_owner_genres = /** @type {(inputs: Owner_GenresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Géneros`)
};

const fr_owner_genres = /** @type {(inputs: Owner_GenresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genres`)
};

const de_owner_genres = /** @type {(inputs: Owner_GenresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genres`)
};

const pt_br2_owner_genres = /** @type {(inputs: Owner_GenresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gêneros`)
};

const it_owner_genres = /** @type {(inputs: Owner_GenresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generi`)
};

const ar_owner_genres = /** @type {(inputs: Owner_GenresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأنواع`)
};

/**
* | output |
* | --- |
* | "Genres" |
*
* @param {Owner_GenresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_genres = /** @type {((inputs?: Owner_GenresInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_GenresInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_genres(inputs)
	if (locale === "fr") return fr_owner_genres(inputs)
	if (locale === "de") return de_owner_genres(inputs)
	if (locale === "pt-BR") return pt_br2_owner_genres(inputs)
	if (locale === "it") return it_owner_genres(inputs)
	if (locale === "ar") return ar_owner_genres(inputs)
	return en_owner_genres(inputs)
});