/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Login_Sign_UpInputs */

const en_signup_login_sign_up = /** @type {(inputs: Signup_Login_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up`)
};

const es_signup_login_sign_up = /** @type {(inputs: Signup_Login_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate`)
};

const fr_signup_login_sign_up = /** @type {(inputs: Signup_Login_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous`)
};

const de_signup_login_sign_up = /** @type {(inputs: Signup_Login_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registriere dich`)
};

const pt_br2_signup_login_sign_up = /** @type {(inputs: Signup_Login_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se`)
};

const it_signup_login_sign_up = /** @type {(inputs: Signup_Login_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrati`)
};

const ar_signup_login_sign_up = /** @type {(inputs: Signup_Login_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل`)
};

/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Signup_Login_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_login_sign_up = /** @type {((inputs?: Signup_Login_Sign_UpInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Login_Sign_UpInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_login_sign_up(inputs)
	if (locale === "fr") return fr_signup_login_sign_up(inputs)
	if (locale === "de") return de_signup_login_sign_up(inputs)
	if (locale === "pt-BR") return pt_br2_signup_login_sign_up(inputs)
	if (locale === "it") return it_signup_login_sign_up(inputs)
	if (locale === "ar") return ar_signup_login_sign_up(inputs)
	return en_signup_login_sign_up(inputs)
});