/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_AgainstInputs */

const en_insights_against = /** @type {(inputs: Insights_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Against the period before`)
};

const es_insights_against = /** @type {(inputs: Insights_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frente al periodo anterior`)
};

const fr_insights_against = /** @type {(inputs: Insights_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par rapport à la période précédente`)
};

const de_insights_against = /** @type {(inputs: Insights_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Vergleich zum Zeitraum davor`)
};

const pt_br2_insights_against = /** @type {(inputs: Insights_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparado com o período anterior`)
};

const it_insights_against = /** @type {(inputs: Insights_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rispetto al periodo precedente`)
};

const ar_insights_against = /** @type {(inputs: Insights_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقارنةً بالفترة السابقة`)
};

/**
* | output |
* | --- |
* | "Against the period before" |
*
* @param {Insights_AgainstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_against = /** @type {((inputs?: Insights_AgainstInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_AgainstInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_against(inputs)
	if (locale === "fr") return fr_insights_against(inputs)
	if (locale === "de") return de_insights_against(inputs)
	if (locale === "pt-BR") return pt_br2_insights_against(inputs)
	if (locale === "it") return it_insights_against(inputs)
	if (locale === "ar") return ar_insights_against(inputs)
	return en_insights_against(inputs)
});