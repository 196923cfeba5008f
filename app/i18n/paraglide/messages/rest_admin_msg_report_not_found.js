/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Report_Not_FoundInputs */

const en_rest_admin_msg_report_not_found = /** @type {(inputs: Rest_Admin_Msg_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report not found, or already handled`)
};

const es_rest_admin_msg_report_not_found = /** @type {(inputs: Rest_Admin_Msg_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denuncia no encontrada o ya gestionada`)
};

const fr_rest_admin_msg_report_not_found = /** @type {(inputs: Rest_Admin_Msg_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalement introuvable ou déjà traité`)
};

const de_rest_admin_msg_report_not_found = /** @type {(inputs: Rest_Admin_Msg_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldung nicht gefunden oder schon erledigt`)
};

const pt_br2_rest_admin_msg_report_not_found = /** @type {(inputs: Rest_Admin_Msg_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denúncia não encontrada ou já tratada`)
};

const it_rest_admin_msg_report_not_found = /** @type {(inputs: Rest_Admin_Msg_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnalazione non trovata o già gestita`)
};

const ar_rest_admin_msg_report_not_found = /** @type {(inputs: Rest_Admin_Msg_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البلاغ غير موجود أو عولج بالفعل`)
};

/**
* | output |
* | --- |
* | "Report not found, or already handled" |
*
* @param {Rest_Admin_Msg_Report_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_report_not_found = /** @type {((inputs?: Rest_Admin_Msg_Report_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Report_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_report_not_found(inputs)
	if (locale === "fr") return fr_rest_admin_msg_report_not_found(inputs)
	if (locale === "de") return de_rest_admin_msg_report_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_report_not_found(inputs)
	if (locale === "it") return it_rest_admin_msg_report_not_found(inputs)
	if (locale === "ar") return ar_rest_admin_msg_report_not_found(inputs)
	return en_rest_admin_msg_report_not_found(inputs)
});