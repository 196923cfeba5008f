/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_No_ViewsInputs */

const en_insights_no_views = /** @type {(inputs: Insights_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No views in this range yet.`)
};

const es_insights_no_views = /** @type {(inputs: Insights_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay visitas en este periodo.`)
};

const fr_insights_no_views = /** @type {(inputs: Insights_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de vues sur cette période.`)
};

const de_insights_no_views = /** @type {(inputs: Insights_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Aufrufe in diesem Zeitraum.`)
};

const pt_br2_insights_no_views = /** @type {(inputs: Insights_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há visualizações neste período.`)
};

const it_insights_no_views = /** @type {(inputs: Insights_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna visualizzazione in questo periodo.`)
};

const ar_insights_no_views = /** @type {(inputs: Insights_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا مشاهدات في هذه الفترة بعد.`)
};

/**
* | output |
* | --- |
* | "No views in this range yet." |
*
* @param {Insights_No_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_no_views = /** @type {((inputs?: Insights_No_ViewsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_No_ViewsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_no_views(inputs)
	if (locale === "fr") return fr_insights_no_views(inputs)
	if (locale === "de") return de_insights_no_views(inputs)
	if (locale === "pt-BR") return pt_br2_insights_no_views(inputs)
	if (locale === "it") return it_insights_no_views(inputs)
	if (locale === "ar") return ar_insights_no_views(inputs)
	return en_insights_no_views(inputs)
});