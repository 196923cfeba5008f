/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Unknown_IdInputs */

const en_rest_admin_msg_unknown_id = /** @type {(inputs: Rest_Admin_Msg_Unknown_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown id`)
};

const es_rest_admin_msg_unknown_id = /** @type {(inputs: Rest_Admin_Msg_Unknown_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador desconocido`)
};

const fr_rest_admin_msg_unknown_id = /** @type {(inputs: Rest_Admin_Msg_Unknown_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant inconnu`)
};

const de_rest_admin_msg_unknown_id = /** @type {(inputs: Rest_Admin_Msg_Unknown_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte ID`)
};

const pt_br2_rest_admin_msg_unknown_id = /** @type {(inputs: Rest_Admin_Msg_Unknown_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador desconhecido`)
};

const it_rest_admin_msg_unknown_id = /** @type {(inputs: Rest_Admin_Msg_Unknown_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID sconosciuto`)
};

const ar_rest_admin_msg_unknown_id = /** @type {(inputs: Rest_Admin_Msg_Unknown_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرّف غير معروف`)
};

/**
* | output |
* | --- |
* | "Unknown id" |
*
* @param {Rest_Admin_Msg_Unknown_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_unknown_id = /** @type {((inputs?: Rest_Admin_Msg_Unknown_IdInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Unknown_IdInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_unknown_id(inputs)
	if (locale === "fr") return fr_rest_admin_msg_unknown_id(inputs)
	if (locale === "de") return de_rest_admin_msg_unknown_id(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_unknown_id(inputs)
	if (locale === "it") return it_rest_admin_msg_unknown_id(inputs)
	if (locale === "ar") return ar_rest_admin_msg_unknown_id(inputs)
	return en_rest_admin_msg_unknown_id(inputs)
});