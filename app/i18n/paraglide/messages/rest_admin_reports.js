/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_ReportsInputs */

const en_rest_admin_reports = /** @type {(inputs: Rest_Admin_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports`)
};

const es_rest_admin_reports = /** @type {(inputs: Rest_Admin_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denuncias`)
};

const fr_rest_admin_reports = /** @type {(inputs: Rest_Admin_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements`)
};

const de_rest_admin_reports = /** @type {(inputs: Rest_Admin_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldungen`)
};

const pt_br2_rest_admin_reports = /** @type {(inputs: Rest_Admin_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denúncias`)
};

const it_rest_admin_reports = /** @type {(inputs: Rest_Admin_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnalazioni`)
};

const ar_rest_admin_reports = /** @type {(inputs: Rest_Admin_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البلاغات`)
};

/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Rest_Admin_ReportsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_reports = /** @type {((inputs?: Rest_Admin_ReportsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_ReportsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_reports(inputs)
	if (locale === "fr") return fr_rest_admin_reports(inputs)
	if (locale === "de") return de_rest_admin_reports(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_reports(inputs)
	if (locale === "it") return it_rest_admin_reports(inputs)
	if (locale === "ar") return ar_rest_admin_reports(inputs)
	return en_rest_admin_reports(inputs)
});