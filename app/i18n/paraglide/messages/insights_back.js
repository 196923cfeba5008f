/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_BackInputs */

const en_insights_back = /** @type {(inputs: Insights_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const es_insights_back = /** @type {(inputs: Insights_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel`)
};

const fr_insights_back = /** @type {(inputs: Insights_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord`)
};

const de_insights_back = /** @type {(inputs: Insights_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

const pt_br2_insights_back = /** @type {(inputs: Insights_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Painel`)
};

const it_insights_back = /** @type {(inputs: Insights_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pannello`)
};

const ar_insights_back = /** @type {(inputs: Insights_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Insights_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_back = /** @type {((inputs?: Insights_BackInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_BackInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_back(inputs)
	if (locale === "fr") return fr_insights_back(inputs)
	if (locale === "de") return de_insights_back(inputs)
	if (locale === "pt-BR") return pt_br2_insights_back(inputs)
	if (locale === "it") return it_insights_back(inputs)
	if (locale === "ar") return ar_insights_back(inputs)
	return en_insights_back(inputs)
});