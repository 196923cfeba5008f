/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Sign_In_RequiredInputs */

const en_rest_admin_msg_sign_in_required = /** @type {(inputs: Rest_Admin_Msg_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin sign-in required`)
};

const es_rest_admin_msg_sign_in_required = /** @type {(inputs: Rest_Admin_Msg_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hace falta iniciar sesión como administrador`)
};

const fr_rest_admin_msg_sign_in_required = /** @type {(inputs: Rest_Admin_Msg_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion administrateur requise`)
};

const de_rest_admin_msg_sign_in_required = /** @type {(inputs: Rest_Admin_Msg_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltungs-Anmeldung erforderlich`)
};

const pt_br2_rest_admin_msg_sign_in_required = /** @type {(inputs: Rest_Admin_Msg_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É preciso entrar como administrador`)
};

const it_rest_admin_msg_sign_in_required = /** @type {(inputs: Rest_Admin_Msg_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serve l’accesso amministratore`)
};

const ar_rest_admin_msg_sign_in_required = /** @type {(inputs: Rest_Admin_Msg_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يلزم دخول الإدارة`)
};

/**
* | output |
* | --- |
* | "Admin sign-in required" |
*
* @param {Rest_Admin_Msg_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_sign_in_required = /** @type {((inputs?: Rest_Admin_Msg_Sign_In_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Sign_In_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_sign_in_required(inputs)
	if (locale === "fr") return fr_rest_admin_msg_sign_in_required(inputs)
	if (locale === "de") return de_rest_admin_msg_sign_in_required(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_sign_in_required(inputs)
	if (locale === "it") return it_rest_admin_msg_sign_in_required(inputs)
	if (locale === "ar") return ar_rest_admin_msg_sign_in_required(inputs)
	return en_rest_admin_msg_sign_in_required(inputs)
});