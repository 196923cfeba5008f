/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Rest_Report_Details_HintInputs */

const en_rest_report_details_hint = /** @type {(inputs: Rest_Report_Details_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What did you see? Up to ${i?.max} characters.`)
};

const es_rest_report_details_hint = /** @type {(inputs: Rest_Report_Details_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Qué viste? Hasta ${i?.max} caracteres.`)
};

const fr_rest_report_details_hint = /** @type {(inputs: Rest_Report_Details_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qu’avez-vous vu ? ${i?.max} caractères au plus.`)
};

const de_rest_report_details_hint = /** @type {(inputs: Rest_Report_Details_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was ist dir aufgefallen? Bis zu ${i?.max} Zeichen.`)
};

const pt_br2_rest_report_details_hint = /** @type {(inputs: Rest_Report_Details_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que você viu? Até ${i?.max} caracteres.`)
};

const it_rest_report_details_hint = /** @type {(inputs: Rest_Report_Details_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Che cosa hai visto? Fino a ${i?.max} caratteri.`)
};

const ar_rest_report_details_hint = /** @type {(inputs: Rest_Report_Details_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ماذا رأيت؟ حتى ${i?.max} حرف.`)
};

/**
* | output |
* | --- |
* | "What did you see? Up to {max} characters." |
*
* @param {Rest_Report_Details_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_details_hint = /** @type {((inputs: Rest_Report_Details_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_Details_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_details_hint(inputs)
	if (locale === "fr") return fr_rest_report_details_hint(inputs)
	if (locale === "de") return de_rest_report_details_hint(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_details_hint(inputs)
	if (locale === "it") return it_rest_report_details_hint(inputs)
	if (locale === "ar") return ar_rest_report_details_hint(inputs)
	return en_rest_report_details_hint(inputs)
});