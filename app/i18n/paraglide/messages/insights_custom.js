/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_CustomInputs */

const en_insights_custom = /** @type {(inputs: Insights_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom range`)
};

const es_insights_custom = /** @type {(inputs: Insights_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo personalizado`)
};

const fr_insights_custom = /** @type {(inputs: Insights_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période personnalisée`)
};

const de_insights_custom = /** @type {(inputs: Insights_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigener Zeitraum`)
};

const pt_br2_insights_custom = /** @type {(inputs: Insights_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período personalizado`)
};

const it_insights_custom = /** @type {(inputs: Insights_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo personalizzato`)
};

const ar_insights_custom = /** @type {(inputs: Insights_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فترة مخصصة`)
};

/**
* | output |
* | --- |
* | "Custom range" |
*
* @param {Insights_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_custom = /** @type {((inputs?: Insights_CustomInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_CustomInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_custom(inputs)
	if (locale === "fr") return fr_insights_custom(inputs)
	if (locale === "de") return de_insights_custom(inputs)
	if (locale === "pt-BR") return pt_br2_insights_custom(inputs)
	if (locale === "it") return it_insights_custom(inputs)
	if (locale === "ar") return ar_insights_custom(inputs)
	return en_insights_custom(inputs)
});