/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_CitiesInputs */

const en_dash_cities = /** @type {(inputs: Dash_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cities`)
};

const es_dash_cities = /** @type {(inputs: Dash_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudades`)
};

const fr_dash_cities = /** @type {(inputs: Dash_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Villes`)
};

const de_dash_cities = /** @type {(inputs: Dash_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Städte`)
};

const pt_br2_dash_cities = /** @type {(inputs: Dash_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cidades`)
};

const it_dash_cities = /** @type {(inputs: Dash_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città`)
};

const ar_dash_cities = /** @type {(inputs: Dash_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدن`)
};

/**
* | output |
* | --- |
* | "Cities" |
*
* @param {Dash_CitiesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_cities = /** @type {((inputs?: Dash_CitiesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_CitiesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_cities(inputs)
	if (locale === "fr") return fr_dash_cities(inputs)
	if (locale === "de") return de_dash_cities(inputs)
	if (locale === "pt-BR") return pt_br2_dash_cities(inputs)
	if (locale === "it") return it_dash_cities(inputs)
	if (locale === "ar") return ar_dash_cities(inputs)
	return en_dash_cities(inputs)
});