/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_CountriesInputs */

const en_insights_countries = /** @type {(inputs: Insights_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Countries`)
};

const es_insights_countries = /** @type {(inputs: Insights_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Países`)
};

const fr_insights_countries = /** @type {(inputs: Insights_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

const de_insights_countries = /** @type {(inputs: Insights_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Länder`)
};

const pt_br2_insights_countries = /** @type {(inputs: Insights_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Países`)
};

const it_insights_countries = /** @type {(inputs: Insights_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paesi`)
};

const ar_insights_countries = /** @type {(inputs: Insights_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدول`)
};

/**
* | output |
* | --- |
* | "Countries" |
*
* @param {Insights_CountriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_countries = /** @type {((inputs?: Insights_CountriesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_CountriesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_countries(inputs)
	if (locale === "fr") return fr_insights_countries(inputs)
	if (locale === "de") return de_insights_countries(inputs)
	if (locale === "pt-BR") return pt_br2_insights_countries(inputs)
	if (locale === "it") return it_insights_countries(inputs)
	if (locale === "ar") return ar_insights_countries(inputs)
	return en_insights_countries(inputs)
});