/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_Email_HintInputs */

const en_rest_report_email_hint = /** @type {(inputs: Rest_Report_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only if you would like us to get back to you.`)
};

const es_rest_report_email_hint = /** @type {(inputs: Rest_Report_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo si quieres que te respondamos.`)
};

const fr_rest_report_email_hint = /** @type {(inputs: Rest_Report_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seulement si vous souhaitez une réponse.`)
};

const de_rest_report_email_hint = /** @type {(inputs: Rest_Report_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur, wenn wir uns bei dir melden sollen.`)
};

const pt_br2_rest_report_email_hint = /** @type {(inputs: Rest_Report_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só se quiser que a gente responda.`)
};

const it_rest_report_email_hint = /** @type {(inputs: Rest_Report_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se vuoi che ti rispondiamo.`)
};

const ar_rest_report_email_hint = /** @type {(inputs: Rest_Report_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فقط إن أردت أن نرد عليك.`)
};

/**
* | output |
* | --- |
* | "Only if you would like us to get back to you." |
*
* @param {Rest_Report_Email_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_email_hint = /** @type {((inputs?: Rest_Report_Email_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_Email_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_email_hint(inputs)
	if (locale === "fr") return fr_rest_report_email_hint(inputs)
	if (locale === "de") return de_rest_report_email_hint(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_email_hint(inputs)
	if (locale === "it") return it_rest_report_email_hint(inputs)
	if (locale === "ar") return ar_rest_report_email_hint(inputs)
	return en_rest_report_email_hint(inputs)
});