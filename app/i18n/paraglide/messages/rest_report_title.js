/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rest_Report_TitleInputs */

const en_rest_report_title = /** @type {(inputs: Rest_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report ${i?.name}`)
};

const es_rest_report_title = /** @type {(inputs: Rest_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denunciar a ${i?.name}`)
};

const fr_rest_report_title = /** @type {(inputs: Rest_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signaler ${i?.name}`)
};

const de_rest_report_title = /** @type {(inputs: Rest_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} melden`)
};

const pt_br2_rest_report_title = /** @type {(inputs: Rest_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denunciar ${i?.name}`)
};

const it_rest_report_title = /** @type {(inputs: Rest_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Segnala ${i?.name}`)
};

const ar_rest_report_title = /** @type {(inputs: Rest_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإبلاغ عن ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Report {name}" |
*
* @param {Rest_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_title = /** @type {((inputs: Rest_Report_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_title(inputs)
	if (locale === "fr") return fr_rest_report_title(inputs)
	if (locale === "de") return de_rest_report_title(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_title(inputs)
	if (locale === "it") return it_rest_report_title(inputs)
	if (locale === "ar") return ar_rest_report_title(inputs)
	return en_rest_report_title(inputs)
});