/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Login_TitleInputs */

const en_signup_login_title = /** @type {(inputs: Signup_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

const es_signup_login_title = /** @type {(inputs: Signup_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const fr_signup_login_title = /** @type {(inputs: Signup_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const de_signup_login_title = /** @type {(inputs: Signup_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const pt_br2_signup_login_title = /** @type {(inputs: Signup_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const it_signup_login_title = /** @type {(inputs: Signup_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi`)
};

const ar_signup_login_title = /** @type {(inputs: Signup_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Signup_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_login_title = /** @type {((inputs?: Signup_Login_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Login_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_login_title(inputs)
	if (locale === "fr") return fr_signup_login_title(inputs)
	if (locale === "de") return de_signup_login_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_login_title(inputs)
	if (locale === "it") return it_signup_login_title(inputs)
	if (locale === "ar") return ar_signup_login_title(inputs)
	return en_signup_login_title(inputs)
});