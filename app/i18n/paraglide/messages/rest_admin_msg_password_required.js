/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Password_RequiredInputs */

const en_rest_admin_msg_password_required = /** @type {(inputs: Rest_Admin_Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the admin password`)
};

const es_rest_admin_msg_password_required = /** @type {(inputs: Rest_Admin_Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la contraseña de administración`)
};

const fr_rest_admin_msg_password_required = /** @type {(inputs: Rest_Admin_Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le mot de passe administrateur`)
};

const de_rest_admin_msg_password_required = /** @type {(inputs: Rest_Admin_Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib das Verwaltungspasswort ein`)
};

const pt_br2_rest_admin_msg_password_required = /** @type {(inputs: Rest_Admin_Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite a senha de administração`)
};

const it_rest_admin_msg_password_required = /** @type {(inputs: Rest_Admin_Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci la password amministratore`)
};

const ar_rest_admin_msg_password_required = /** @type {(inputs: Rest_Admin_Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة مرور الإدارة`)
};

/**
* | output |
* | --- |
* | "Enter the admin password" |
*
* @param {Rest_Admin_Msg_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_password_required = /** @type {((inputs?: Rest_Admin_Msg_Password_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Password_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_password_required(inputs)
	if (locale === "fr") return fr_rest_admin_msg_password_required(inputs)
	if (locale === "de") return de_rest_admin_msg_password_required(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_password_required(inputs)
	if (locale === "it") return it_rest_admin_msg_password_required(inputs)
	if (locale === "ar") return ar_rest_admin_msg_password_required(inputs)
	return en_rest_admin_msg_password_required(inputs)
});