/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cta_LoginInputs */

const en_landing_cta_login = /** @type {(inputs: Landing_Cta_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

const es_landing_cta_login = /** @type {(inputs: Landing_Cta_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const fr_landing_cta_login = /** @type {(inputs: Landing_Cta_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const de_landing_cta_login = /** @type {(inputs: Landing_Cta_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const pt_br2_landing_cta_login = /** @type {(inputs: Landing_Cta_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const it_landing_cta_login = /** @type {(inputs: Landing_Cta_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi`)
};

const ar_landing_cta_login = /** @type {(inputs: Landing_Cta_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Landing_Cta_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cta_login = /** @type {((inputs?: Landing_Cta_LoginInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cta_LoginInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cta_login(inputs)
	if (locale === "fr") return fr_landing_cta_login(inputs)
	if (locale === "de") return de_landing_cta_login(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cta_login(inputs)
	if (locale === "it") return it_landing_cta_login(inputs)
	if (locale === "ar") return ar_landing_cta_login(inputs)
	return en_landing_cta_login(inputs)
});