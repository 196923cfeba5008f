/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Msg_Report_ThanksInputs */

const en_rest_msg_report_thanks = /** @type {(inputs: Rest_Msg_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you — we'll take a look.`)
};

const es_rest_msg_report_thanks = /** @type {(inputs: Rest_Msg_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias, lo revisaremos.`)
};

const fr_rest_msg_report_thanks = /** @type {(inputs: Rest_Msg_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, nous allons regarder.`)
};

const de_rest_msg_report_thanks = /** @type {(inputs: Rest_Msg_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke – wir sehen es uns an.`)
};

const pt_br2_rest_msg_report_thanks = /** @type {(inputs: Rest_Msg_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado, vamos dar uma olhada.`)
};

const it_rest_msg_report_thanks = /** @type {(inputs: Rest_Msg_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie, daremo un’occhiata.`)
};

const ar_rest_msg_report_thanks = /** @type {(inputs: Rest_Msg_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكرًا لك، سنلقي نظرة.`)
};

/**
* | output |
* | --- |
* | "Thank you — we'll take a look." |
*
* @param {Rest_Msg_Report_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_msg_report_thanks = /** @type {((inputs?: Rest_Msg_Report_ThanksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Msg_Report_ThanksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_msg_report_thanks(inputs)
	if (locale === "fr") return fr_rest_msg_report_thanks(inputs)
	if (locale === "de") return de_rest_msg_report_thanks(inputs)
	if (locale === "pt-BR") return pt_br2_rest_msg_report_thanks(inputs)
	if (locale === "it") return it_rest_msg_report_thanks(inputs)
	if (locale === "ar") return ar_rest_msg_report_thanks(inputs)
	return en_rest_msg_report_thanks(inputs)
});