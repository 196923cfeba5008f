/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Range_LabelInputs */

const en_insights_range_label = /** @type {(inputs: Insights_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date range`)
};

const es_insights_range_label = /** @type {(inputs: Insights_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo`)
};

const fr_insights_range_label = /** @type {(inputs: Insights_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période`)
};

const de_insights_range_label = /** @type {(inputs: Insights_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

const pt_br2_insights_range_label = /** @type {(inputs: Insights_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período`)
};

const it_insights_range_label = /** @type {(inputs: Insights_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo`)
};

const ar_insights_range_label = /** @type {(inputs: Insights_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفترة`)
};

/**
* | output |
* | --- |
* | "Date range" |
*
* @param {Insights_Range_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_range_label = /** @type {((inputs?: Insights_Range_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Range_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_range_label(inputs)
	if (locale === "fr") return fr_insights_range_label(inputs)
	if (locale === "de") return de_insights_range_label(inputs)
	if (locale === "pt-BR") return pt_br2_insights_range_label(inputs)
	if (locale === "it") return it_insights_range_label(inputs)
	if (locale === "ar") return ar_insights_range_label(inputs)
	return en_insights_range_label(inputs)
});