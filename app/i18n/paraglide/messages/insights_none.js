/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_NoneInputs */

const en_insights_none = /** @type {(inputs: Insights_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None in this range.`)
};

const es_insights_none = /** @type {(inputs: Insights_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno en este periodo.`)
};

const fr_insights_none = /** @type {(inputs: Insights_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun sur cette période.`)
};

const de_insights_none = /** @type {(inputs: Insights_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine in diesem Zeitraum.`)
};

const pt_br2_insights_none = /** @type {(inputs: Insights_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum neste período.`)
};

const it_insights_none = /** @type {(inputs: Insights_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuno in questo periodo.`)
};

const ar_insights_none = /** @type {(inputs: Insights_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء في هذه الفترة.`)
};

/**
* | output |
* | --- |
* | "None in this range." |
*
* @param {Insights_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_none = /** @type {((inputs?: Insights_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_NoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_none(inputs)
	if (locale === "fr") return fr_insights_none(inputs)
	if (locale === "de") return de_insights_none(inputs)
	if (locale === "pt-BR") return pt_br2_insights_none(inputs)
	if (locale === "it") return it_insights_none(inputs)
	if (locale === "ar") return ar_insights_none(inputs)
	return en_insights_none(inputs)
});