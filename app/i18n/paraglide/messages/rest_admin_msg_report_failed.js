/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Report_FailedInputs */

const en_rest_admin_msg_report_failed = /** @type {(inputs: Rest_Admin_Msg_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update the report`)
};

const es_rest_admin_msg_report_failed = /** @type {(inputs: Rest_Admin_Msg_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la denuncia`)
};

const fr_rest_admin_msg_report_failed = /** @type {(inputs: Rest_Admin_Msg_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le signalement`)
};

const de_rest_admin_msg_report_failed = /** @type {(inputs: Rest_Admin_Msg_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldung konnte nicht aktualisiert werden`)
};

const pt_br2_rest_admin_msg_report_failed = /** @type {(inputs: Rest_Admin_Msg_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar a denúncia`)
};

const it_rest_admin_msg_report_failed = /** @type {(inputs: Rest_Admin_Msg_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile aggiornare la segnalazione`)
};

const ar_rest_admin_msg_report_failed = /** @type {(inputs: Rest_Admin_Msg_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث البلاغ`)
};

/**
* | output |
* | --- |
* | "Failed to update the report" |
*
* @param {Rest_Admin_Msg_Report_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_report_failed = /** @type {((inputs?: Rest_Admin_Msg_Report_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Report_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_report_failed(inputs)
	if (locale === "fr") return fr_rest_admin_msg_report_failed(inputs)
	if (locale === "de") return de_rest_admin_msg_report_failed(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_report_failed(inputs)
	if (locale === "it") return it_rest_admin_msg_report_failed(inputs)
	if (locale === "ar") return ar_rest_admin_msg_report_failed(inputs)
	return en_rest_admin_msg_report_failed(inputs)
});