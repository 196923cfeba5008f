/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_LogoutInputs */

const en_rest_admin_logout = /** @type {(inputs: Rest_Admin_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

const es_rest_admin_logout = /** @type {(inputs: Rest_Admin_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

const fr_rest_admin_logout = /** @type {(inputs: Rest_Admin_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

const de_rest_admin_logout = /** @type {(inputs: Rest_Admin_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const pt_br2_rest_admin_logout = /** @type {(inputs: Rest_Admin_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair`)
};

const it_rest_admin_logout = /** @type {(inputs: Rest_Admin_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esci`)
};

const ar_rest_admin_logout = /** @type {(inputs: Rest_Admin_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج`)
};

/**
* | output |
* | --- |
* | "Logout" |
*
* @param {Rest_Admin_LogoutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_logout = /** @type {((inputs?: Rest_Admin_LogoutInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_LogoutInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_logout(inputs)
	if (locale === "fr") return fr_rest_admin_logout(inputs)
	if (locale === "de") return de_rest_admin_logout(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_logout(inputs)
	if (locale === "it") return it_rest_admin_logout(inputs)
	if (locale === "ar") return ar_rest_admin_logout(inputs)
	return en_rest_admin_logout(inputs)
});