/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_HeatmapInputs */

const en_insights_heatmap = /** @type {(inputs: Insights_HeatmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views by weekday and hour`)
};

const es_insights_heatmap = /** @type {(inputs: Insights_HeatmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas por día y hora`)
};

const fr_insights_heatmap = /** @type {(inputs: Insights_HeatmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues par jour et par heure`)
};

const de_insights_heatmap = /** @type {(inputs: Insights_HeatmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe nach Wochentag und Uhrzeit`)
};

const pt_br2_insights_heatmap = /** @type {(inputs: Insights_HeatmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações por dia e hora`)
};

const it_insights_heatmap = /** @type {(inputs: Insights_HeatmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizzazioni per giorno e ora`)
};

const ar_insights_heatmap = /** @type {(inputs: Insights_HeatmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشاهدات حسب اليوم والساعة`)
};

/**
* | output |
* | --- |
* | "Views by weekday and hour" |
*
* @param {Insights_HeatmapInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_heatmap = /** @type {((inputs?: Insights_HeatmapInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_HeatmapInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_heatmap(inputs)
	if (locale === "fr") return fr_insights_heatmap(inputs)
	if (locale === "de") return de_insights_heatmap(inputs)
	if (locale === "pt-BR") return pt_br2_insights_heatmap(inputs)
	if (locale === "it") return it_insights_heatmap(inputs)
	if (locale === "ar") return ar_insights_heatmap(inputs)
	return en_insights_heatmap(inputs)
});