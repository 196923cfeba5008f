/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_UnknownInputs */

const en_insights_unknown = /** @type {(inputs: Insights_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

const es_insights_unknown = /** @type {(inputs: Insights_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconocido`)
};

const fr_insights_unknown = /** @type {(inputs: Insights_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inconnu`)
};

const de_insights_unknown = /** @type {(inputs: Insights_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannt`)
};

const pt_br2_insights_unknown = /** @type {(inputs: Insights_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconhecido`)
};

const it_insights_unknown = /** @type {(inputs: Insights_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sconosciuto`)
};

const ar_insights_unknown = /** @type {(inputs: Insights_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير معروف`)
};

/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Insights_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_unknown = /** @type {((inputs?: Insights_UnknownInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_UnknownInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_unknown(inputs)
	if (locale === "fr") return fr_insights_unknown(inputs)
	if (locale === "de") return de_insights_unknown(inputs)
	if (locale === "pt-BR") return pt_br2_insights_unknown(inputs)
	if (locale === "it") return it_insights_unknown(inputs)
	if (locale === "ar") return ar_insights_unknown(inputs)
	return en_insights_unknown(inputs)
});