/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_SendInputs */

const en_rest_report_send = /** @type {(inputs: Rest_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send report`)
};

const es_rest_report_send = /** @type {(inputs: Rest_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar denuncia`)
};

const fr_rest_report_send = /** @type {(inputs: Rest_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le signalement`)
};

const de_rest_report_send = /** @type {(inputs: Rest_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldung senden`)
};

const pt_br2_rest_report_send = /** @type {(inputs: Rest_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar denúncia`)
};

const it_rest_report_send = /** @type {(inputs: Rest_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia segnalazione`)
};

const ar_rest_report_send = /** @type {(inputs: Rest_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال البلاغ`)
};

/**
* | output |
* | --- |
* | "Send report" |
*
* @param {Rest_Report_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_send = /** @type {((inputs?: Rest_Report_SendInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_SendInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_send(inputs)
	if (locale === "fr") return fr_rest_report_send(inputs)
	if (locale === "de") return de_rest_report_send(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_send(inputs)
	if (locale === "it") return it_rest_report_send(inputs)
	if (locale === "ar") return ar_rest_report_send(inputs)
	return en_rest_report_send(inputs)
});