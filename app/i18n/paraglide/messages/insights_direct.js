/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_DirectInputs */

const en_insights_direct = /** @type {(inputs: Insights_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct or scanned`)
};

const es_insights_direct = /** @type {(inputs: Insights_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directo o escaneado`)
};

const fr_insights_direct = /** @type {(inputs: Insights_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct ou scanné`)
};

const de_insights_direct = /** @type {(inputs: Insights_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direkt oder gescannt`)
};

const pt_br2_insights_direct = /** @type {(inputs: Insights_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direto ou escaneado`)
};

const it_insights_direct = /** @type {(inputs: Insights_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretto o scansionato`)
};

const ar_insights_direct = /** @type {(inputs: Insights_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مباشر أو بالمسح`)
};

/**
* | output |
* | --- |
* | "Direct or scanned" |
*
* @param {Insights_DirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_direct = /** @type {((inputs?: Insights_DirectInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_DirectInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_direct(inputs)
	if (locale === "fr") return fr_insights_direct(inputs)
	if (locale === "de") return de_insights_direct(inputs)
	if (locale === "pt-BR") return pt_br2_insights_direct(inputs)
	if (locale === "it") return it_insights_direct(inputs)
	if (locale === "ar") return ar_insights_direct(inputs)
	return en_insights_direct(inputs)
});