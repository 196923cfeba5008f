/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rest_Admin_Report_AboutInputs */

const en_rest_admin_report_about = /** @type {(inputs: Rest_Admin_Report_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`report about ${i?.name}`)
};

const es_rest_admin_report_about = /** @type {(inputs: Rest_Admin_Report_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`denuncia sobre ${i?.name}`)
};

const fr_rest_admin_report_about = /** @type {(inputs: Rest_Admin_Report_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`signalement concernant ${i?.name}`)
};

const de_rest_admin_report_about = /** @type {(inputs: Rest_Admin_Report_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meldung zu ${i?.name}`)
};

const pt_br2_rest_admin_report_about = /** @type {(inputs: Rest_Admin_Report_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`denúncia sobre ${i?.name}`)
};

const it_rest_admin_report_about = /** @type {(inputs: Rest_Admin_Report_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`segnalazione su ${i?.name}`)
};

const ar_rest_admin_report_about = /** @type {(inputs: Rest_Admin_Report_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`البلاغ عن ${i?.name}`)
};

/**
* | output |
* | --- |
* | "report about {name}" |
*
* @param {Rest_Admin_Report_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_report_about = /** @type {((inputs: Rest_Admin_Report_AboutInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Report_AboutInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_report_about(inputs)
	if (locale === "fr") return fr_rest_admin_report_about(inputs)
	if (locale === "de") return de_rest_admin_report_about(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_report_about(inputs)
	if (locale === "it") return it_rest_admin_report_about(inputs)
	if (locale === "ar") return ar_rest_admin_report_about(inputs)
	return en_rest_admin_report_about(inputs)
});