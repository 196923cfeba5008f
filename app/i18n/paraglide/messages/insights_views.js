/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_ViewsInputs */

const en_insights_views = /** @type {(inputs: Insights_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views`)
};

const es_insights_views = /** @type {(inputs: Insights_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas`)
};

const fr_insights_views = /** @type {(inputs: Insights_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues`)
};

const de_insights_views = /** @type {(inputs: Insights_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe`)
};

const pt_br2_insights_views = /** @type {(inputs: Insights_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações`)
};

const it_insights_views = /** @type {(inputs: Insights_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizzazioni`)
};

const ar_insights_views = /** @type {(inputs: Insights_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشاهدات`)
};

/**
* | output |
* | --- |
* | "Views" |
*
* @param {Insights_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_views = /** @type {((inputs?: Insights_ViewsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ViewsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_views(inputs)
	if (locale === "fr") return fr_insights_views(inputs)
	if (locale === "de") return de_insights_views(inputs)
	if (locale === "pt-BR") return pt_br2_insights_views(inputs)
	if (locale === "it") return it_insights_views(inputs)
	if (locale === "ar") return ar_insights_views(inputs)
	return en_insights_views(inputs)
});