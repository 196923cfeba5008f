/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Not_ConfiguredInputs */

const en_rest_admin_msg_not_configured = /** @type {(inputs: Rest_Admin_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin is not configured on this server`)
};

const es_rest_admin_msg_not_configured = /** @type {(inputs: Rest_Admin_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La administración no está configurada en este servidor`)
};

const fr_rest_admin_msg_not_configured = /** @type {(inputs: Rest_Admin_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’administration n’est pas configurée sur ce serveur`)
};

const de_rest_admin_msg_not_configured = /** @type {(inputs: Rest_Admin_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Verwaltung ist auf diesem Server nicht eingerichtet`)
};

const pt_br2_rest_admin_msg_not_configured = /** @type {(inputs: Rest_Admin_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A administração não está configurada neste servidor`)
};

const it_rest_admin_msg_not_configured = /** @type {(inputs: Rest_Admin_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’amministrazione non è configurata su questo server`)
};

const ar_rest_admin_msg_not_configured = /** @type {(inputs: Rest_Admin_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإدارة غير مُعدّة على هذا الخادم`)
};

/**
* | output |
* | --- |
* | "Admin is not configured on this server" |
*
* @param {Rest_Admin_Msg_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_not_configured = /** @type {((inputs?: Rest_Admin_Msg_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Not_ConfiguredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_not_configured(inputs)
	if (locale === "fr") return fr_rest_admin_msg_not_configured(inputs)
	if (locale === "de") return de_rest_admin_msg_not_configured(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_not_configured(inputs)
	if (locale === "it") return it_rest_admin_msg_not_configured(inputs)
	if (locale === "ar") return ar_rest_admin_msg_not_configured(inputs)
	return en_rest_admin_msg_not_configured(inputs)
});