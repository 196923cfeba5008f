/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_CancelInputs */

const en_rest_report_cancel = /** @type {(inputs: Rest_Report_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const es_rest_report_cancel = /** @type {(inputs: Rest_Report_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const fr_rest_report_cancel = /** @type {(inputs: Rest_Report_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const de_rest_report_cancel = /** @type {(inputs: Rest_Report_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const pt_br2_rest_report_cancel = /** @type {(inputs: Rest_Report_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const it_rest_report_cancel = /** @type {(inputs: Rest_Report_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla`)
};

const ar_rest_report_cancel = /** @type {(inputs: Rest_Report_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Rest_Report_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_cancel = /** @type {((inputs?: Rest_Report_CancelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_CancelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_cancel(inputs)
	if (locale === "fr") return fr_rest_report_cancel(inputs)
	if (locale === "de") return de_rest_report_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_cancel(inputs)
	if (locale === "it") return it_rest_report_cancel(inputs)
	if (locale === "ar") return ar_rest_report_cancel(inputs)
	return en_rest_report_cancel(inputs)
});