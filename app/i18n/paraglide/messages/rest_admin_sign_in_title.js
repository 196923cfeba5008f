/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Sign_In_TitleInputs */

const en_rest_admin_sign_in_title = /** @type {(inputs: Rest_Admin_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin sign-in`)
};

const es_rest_admin_sign_in_title = /** @type {(inputs: Rest_Admin_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de administración`)
};

const fr_rest_admin_sign_in_title = /** @type {(inputs: Rest_Admin_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion administrateur`)
};

const de_rest_admin_sign_in_title = /** @type {(inputs: Rest_Admin_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltungs-Anmeldung`)
};

const pt_br2_rest_admin_sign_in_title = /** @type {(inputs: Rest_Admin_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login de administração`)
};

const it_rest_admin_sign_in_title = /** @type {(inputs: Rest_Admin_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso amministratore`)
};

const ar_rest_admin_sign_in_title = /** @type {(inputs: Rest_Admin_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دخول الإدارة`)
};

/**
* | output |
* | --- |
* | "Admin sign-in" |
*
* @param {Rest_Admin_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_sign_in_title = /** @type {((inputs?: Rest_Admin_Sign_In_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Sign_In_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_sign_in_title(inputs)
	if (locale === "fr") return fr_rest_admin_sign_in_title(inputs)
	if (locale === "de") return de_rest_admin_sign_in_title(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_sign_in_title(inputs)
	if (locale === "it") return it_rest_admin_sign_in_title(inputs)
	if (locale === "ar") return ar_rest_admin_sign_in_title(inputs)
	return en_rest_admin_sign_in_title(inputs)
});