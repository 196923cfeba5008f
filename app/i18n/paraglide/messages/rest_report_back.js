/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rest_Report_BackInputs */

const en_rest_report_back = /** @type {(inputs: Rest_Report_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.name} page`)
};

const es_rest_report_back = /** @type {(inputs: Rest_Report_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volver a la página de ${i?.name}`)
};

const fr_rest_report_back = /** @type {(inputs: Rest_Report_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour à la page de ${i?.name}`)
};

const de_rest_report_back = /** @type {(inputs: Rest_Report_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zurück zur Seite von ${i?.name}`)
};

const pt_br2_rest_report_back = /** @type {(inputs: Rest_Report_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voltar à página de ${i?.name}`)
};

const it_rest_report_back = /** @type {(inputs: Rest_Report_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Torna alla pagina di ${i?.name}`)
};

const ar_rest_report_back = /** @type {(inputs: Rest_Report_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`العودة إلى صفحة ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Back to {name} page" |
*
* @param {Rest_Report_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_back = /** @type {((inputs: Rest_Report_BackInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_BackInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_back(inputs)
	if (locale === "fr") return fr_rest_report_back(inputs)
	if (locale === "de") return de_rest_report_back(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_back(inputs)
	if (locale === "it") return it_rest_report_back(inputs)
	if (locale === "ar") return ar_rest_report_back(inputs)
	return en_rest_report_back(inputs)
});