/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Msg_Report_Email_InvalidInputs */

const en_rest_msg_report_email_invalid = /** @type {(inputs: Rest_Msg_Report_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address, or leave it empty`)
};

const es_rest_msg_report_email_invalid = /** @type {(inputs: Rest_Msg_Report_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un correo válido o déjalo vacío`)
};

const fr_rest_msg_report_email_invalid = /** @type {(inputs: Rest_Msg_Report_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail valide, ou laissez le champ vide`)
};

const de_rest_msg_report_email_invalid = /** @type {(inputs: Rest_Msg_Report_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige E-Mail-Adresse ein oder lass das Feld leer`)
};

const pt_br2_rest_msg_report_email_invalid = /** @type {(inputs: Rest_Msg_Report_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um e-mail válido ou deixe em branco`)
};

const it_rest_msg_report_email_invalid = /** @type {(inputs: Rest_Msg_Report_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci un indirizzo email valido o lascia vuoto`)
};

const ar_rest_msg_report_email_invalid = /** @type {(inputs: Rest_Msg_Report_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل بريدًا إلكترونيًا صالحًا أو اتركه فارغًا`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address, or leave it empty" |
*
* @param {Rest_Msg_Report_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_msg_report_email_invalid = /** @type {((inputs?: Rest_Msg_Report_Email_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Msg_Report_Email_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_msg_report_email_invalid(inputs)
	if (locale === "fr") return fr_rest_msg_report_email_invalid(inputs)
	if (locale === "de") return de_rest_msg_report_email_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_rest_msg_report_email_invalid(inputs)
	if (locale === "it") return it_rest_msg_report_email_invalid(inputs)
	if (locale === "ar") return ar_rest_msg_report_email_invalid(inputs)
	return en_rest_msg_report_email_invalid(inputs)
});