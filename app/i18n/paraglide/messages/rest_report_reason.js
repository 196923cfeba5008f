/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_ReasonInputs */

const en_rest_report_reason = /** @type {(inputs: Rest_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const es_rest_report_reason = /** @type {(inputs: Rest_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const fr_rest_report_reason = /** @type {(inputs: Rest_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

const de_rest_report_reason = /** @type {(inputs: Rest_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

const pt_br2_rest_report_reason = /** @type {(inputs: Rest_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const it_rest_report_reason = /** @type {(inputs: Rest_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const ar_rest_report_reason = /** @type {(inputs: Rest_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السبب`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Rest_Report_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_reason = /** @type {((inputs?: Rest_Report_ReasonInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_ReasonInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_reason(inputs)
	if (locale === "fr") return fr_rest_report_reason(inputs)
	if (locale === "de") return de_rest_report_reason(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_reason(inputs)
	if (locale === "it") return it_rest_report_reason(inputs)
	if (locale === "ar") return ar_rest_report_reason(inputs)
	return en_rest_report_reason(inputs)
});