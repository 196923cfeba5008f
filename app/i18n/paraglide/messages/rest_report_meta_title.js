/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rest_Report_Meta_TitleInputs */

const en_rest_report_meta_title = /** @type {(inputs: Rest_Report_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report ${i?.name} · Tipped`)
};

const es_rest_report_meta_title = /** @type {(inputs: Rest_Report_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denunciar a ${i?.name} · Tipped`)
};

const fr_rest_report_meta_title = /** @type {(inputs: Rest_Report_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signaler ${i?.name} · Tipped`)
};

const de_rest_report_meta_title = /** @type {(inputs: Rest_Report_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} melden · Tipped`)
};

const pt_br2_rest_report_meta_title = /** @type {(inputs: Rest_Report_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denunciar ${i?.name} · Tipped`)
};

const it_rest_report_meta_title = /** @type {(inputs: Rest_Report_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Segnala ${i?.name} · Tipped`)
};

const ar_rest_report_meta_title = /** @type {(inputs: Rest_Report_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإبلاغ عن ${i?.name} · Tipped`)
};

/**
* | output |
* | --- |
* | "Report {name} · Tipped" |
*
* @param {Rest_Report_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_meta_title = /** @type {((inputs: Rest_Report_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_meta_title(inputs)
	if (locale === "fr") return fr_rest_report_meta_title(inputs)
	if (locale === "de") return de_rest_report_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_meta_title(inputs)
	if (locale === "it") return it_rest_report_meta_title(inputs)
	if (locale === "ar") return ar_rest_report_meta_title(inputs)
	return en_rest_report_meta_title(inputs)
});