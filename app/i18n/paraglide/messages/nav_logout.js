/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_LogoutInputs */

const en_nav_logout = /** @type {(inputs: Nav_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

const es_nav_logout = /** @type {(inputs: Nav_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

const fr_nav_logout = /** @type {(inputs: Nav_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnexion`)
};

const de_nav_logout = /** @type {(inputs: Nav_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const pt_br2_nav_logout = /** @type {(inputs: Nav_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair`)
};

const it_nav_logout = /** @type {(inputs: Nav_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esci`)
};

const ar_nav_logout = /** @type {(inputs: Nav_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج`)
};

/**
* | output |
* | --- |
* | "Logout" |
*
* @param {Nav_LogoutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_logout = /** @type {((inputs?: Nav_LogoutInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LogoutInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_logout(inputs)
	if (locale === "fr") return fr_nav_logout(inputs)
	if (locale === "de") return de_nav_logout(inputs)
	if (locale === "pt-BR") return pt_br2_nav_logout(inputs)
	if (locale === "it") return it_nav_logout(inputs)
	if (locale === "ar") return ar_nav_logout(inputs)
	return en_nav_logout(inputs)
});