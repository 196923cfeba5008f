/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_EmailInputs */

const en_rest_report_email = /** @type {(inputs: Rest_Report_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email (optional)`)
};

const es_rest_report_email = /** @type {(inputs: Rest_Report_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo (opcional)`)
};

const fr_rest_report_email = /** @type {(inputs: Rest_Report_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre e-mail (facultatif)`)
};

const de_rest_report_email = /** @type {(inputs: Rest_Report_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail (optional)`)
};

const pt_br2_rest_report_email = /** @type {(inputs: Rest_Report_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu e-mail (opcional)`)
};

const it_rest_report_email = /** @type {(inputs: Rest_Report_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua email (facoltativa)`)
};

const ar_rest_report_email = /** @type {(inputs: Rest_Report_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بريدك الإلكتروني (اختياري)`)
};

/**
* | output |
* | --- |
* | "Your email (optional)" |
*
* @param {Rest_Report_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_email = /** @type {((inputs?: Rest_Report_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_EmailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_email(inputs)
	if (locale === "fr") return fr_rest_report_email(inputs)
	if (locale === "de") return de_rest_report_email(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_email(inputs)
	if (locale === "it") return it_rest_report_email(inputs)
	if (locale === "ar") return ar_rest_report_email(inputs)
	return en_rest_report_email(inputs)
});