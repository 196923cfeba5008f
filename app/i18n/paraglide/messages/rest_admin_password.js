/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_PasswordInputs */

const en_rest_admin_password = /** @type {(inputs: Rest_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin password`)
};

const es_rest_admin_password = /** @type {(inputs: Rest_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña de administración`)
};

const fr_rest_admin_password = /** @type {(inputs: Rest_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe administrateur`)
};

const de_rest_admin_password = /** @type {(inputs: Rest_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltungspasswort`)
};

const pt_br2_rest_admin_password = /** @type {(inputs: Rest_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha de administração`)
};

const it_rest_admin_password = /** @type {(inputs: Rest_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password amministratore`)
};

const ar_rest_admin_password = /** @type {(inputs: Rest_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة مرور الإدارة`)
};

/**
* | output |
* | --- |
* | "Admin password" |
*
* @param {Rest_Admin_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_password = /** @type {((inputs?: Rest_Admin_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_PasswordInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_password(inputs)
	if (locale === "fr") return fr_rest_admin_password(inputs)
	if (locale === "de") return de_rest_admin_password(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_password(inputs)
	if (locale === "it") return it_rest_admin_password(inputs)
	if (locale === "ar") return ar_rest_admin_password(inputs)
	return en_rest_admin_password(inputs)
});