/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_DetailsInputs */

const en_rest_report_details = /** @type {(inputs: Rest_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details (optional)`)
};

const es_rest_report_details = /** @type {(inputs: Rest_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles (opcional)`)
};

const fr_rest_report_details = /** @type {(inputs: Rest_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails (facultatif)`)
};

const de_rest_report_details = /** @type {(inputs: Rest_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details (optional)`)
};

const pt_br2_rest_report_details = /** @type {(inputs: Rest_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalhes (opcional)`)
};

const it_rest_report_details = /** @type {(inputs: Rest_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dettagli (facoltativo)`)
};

const ar_rest_report_details = /** @type {(inputs: Rest_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التفاصيل (اختياري)`)
};

/**
* | output |
* | --- |
* | "Details (optional)" |
*
* @param {Rest_Report_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_details = /** @type {((inputs?: Rest_Report_DetailsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_DetailsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_details(inputs)
	if (locale === "fr") return fr_rest_report_details(inputs)
	if (locale === "de") return de_rest_report_details(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_details(inputs)
	if (locale === "it") return it_rest_report_details(inputs)
	if (locale === "ar") return ar_rest_report_details(inputs)
	return en_rest_report_details(inputs)
});