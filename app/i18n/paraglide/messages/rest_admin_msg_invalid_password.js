/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Invalid_PasswordInputs */

const en_rest_admin_msg_invalid_password = /** @type {(inputs: Rest_Admin_Msg_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid password`)
};

const es_rest_admin_msg_invalid_password = /** @type {(inputs: Rest_Admin_Msg_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña incorrecta`)
};

const fr_rest_admin_msg_invalid_password = /** @type {(inputs: Rest_Admin_Msg_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe incorrect`)
};

const de_rest_admin_msg_invalid_password = /** @type {(inputs: Rest_Admin_Msg_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falsches Passwort`)
};

const pt_br2_rest_admin_msg_invalid_password = /** @type {(inputs: Rest_Admin_Msg_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha incorreta`)
};

const it_rest_admin_msg_invalid_password = /** @type {(inputs: Rest_Admin_Msg_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password non valida`)
};

const ar_rest_admin_msg_invalid_password = /** @type {(inputs: Rest_Admin_Msg_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة مرور غير صحيحة`)
};

/**
* | output |
* | --- |
* | "Invalid password" |
*
* @param {Rest_Admin_Msg_Invalid_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_invalid_password = /** @type {((inputs?: Rest_Admin_Msg_Invalid_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Invalid_PasswordInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_invalid_password(inputs)
	if (locale === "fr") return fr_rest_admin_msg_invalid_password(inputs)
	if (locale === "de") return de_rest_admin_msg_invalid_password(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_invalid_password(inputs)
	if (locale === "it") return it_rest_admin_msg_invalid_password(inputs)
	if (locale === "ar") return ar_rest_admin_msg_invalid_password(inputs)
	return en_rest_admin_msg_invalid_password(inputs)
});