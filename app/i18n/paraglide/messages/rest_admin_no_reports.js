/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_No_ReportsInputs */

const en_rest_admin_no_reports = /** @type {(inputs: Rest_Admin_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open reports.`)
};

const es_rest_admin_no_reports = /** @type {(inputs: Rest_Admin_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay denuncias abiertas.`)
};

const fr_rest_admin_no_reports = /** @type {(inputs: Rest_Admin_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun signalement en attente.`)
};

const de_rest_admin_no_reports = /** @type {(inputs: Rest_Admin_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine offenen Meldungen.`)
};

const pt_br2_rest_admin_no_reports = /** @type {(inputs: Rest_Admin_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma denúncia aberta.`)
};

const it_rest_admin_no_reports = /** @type {(inputs: Rest_Admin_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna segnalazione aperta.`)
};

const ar_rest_admin_no_reports = /** @type {(inputs: Rest_Admin_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد بلاغات مفتوحة.`)
};

/**
* | output |
* | --- |
* | "No open reports." |
*
* @param {Rest_Admin_No_ReportsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_no_reports = /** @type {((inputs?: Rest_Admin_No_ReportsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_No_ReportsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_no_reports(inputs)
	if (locale === "fr") return fr_rest_admin_no_reports(inputs)
	if (locale === "de") return de_rest_admin_no_reports(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_no_reports(inputs)
	if (locale === "it") return it_rest_admin_no_reports(inputs)
	if (locale === "ar") return ar_rest_admin_no_reports(inputs)
	return en_rest_admin_no_reports(inputs)
});