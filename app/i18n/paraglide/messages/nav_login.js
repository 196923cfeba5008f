/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_LoginInputs */

const en_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

const es_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const fr_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

const de_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const pt_br2_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const it_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi`)
};

const ar_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدخول`)
};

/**
* | output |
* | --- |
* | "Login" |
*
* @param {Nav_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_login = /** @type {((inputs?: Nav_LoginInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LoginInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_login(inputs)
	if (locale === "fr") return fr_nav_login(inputs)
	if (locale === "de") return de_nav_login(inputs)
	if (locale === "pt-BR") return pt_br2_nav_login(inputs)
	if (locale === "it") return it_nav_login(inputs)
	if (locale === "ar") return ar_nav_login(inputs)
	return en_nav_login(inputs)
});