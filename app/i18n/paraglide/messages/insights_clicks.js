/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_ClicksInputs */

const en_insights_clicks = /** @type {(inputs: Insights_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicks`)
};

const es_insights_clicks = /** @type {(inputs: Insights_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics`)
};

const fr_insights_clicks = /** @type {(inputs: Insights_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics`)
};

const de_insights_clicks = /** @type {(inputs: Insights_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klicks`)
};

const pt_br2_insights_clicks = /** @type {(inputs: Insights_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques`)
};

const it_insights_clicks = /** @type {(inputs: Insights_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic`)
};

const ar_insights_clicks = /** @type {(inputs: Insights_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النقرات`)
};

/**
* | output |
* | --- |
* | "Clicks" |
*
* @param {Insights_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_clicks = /** @type {((inputs?: Insights_ClicksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ClicksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_clicks(inputs)
	if (locale === "fr") return fr_insights_clicks(inputs)
	if (locale === "de") return de_insights_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_insights_clicks(inputs)
	if (locale === "it") return it_insights_clicks(inputs)
	if (locale === "ar") return ar_insights_clicks(inputs)
	return en_insights_clicks(inputs)
});