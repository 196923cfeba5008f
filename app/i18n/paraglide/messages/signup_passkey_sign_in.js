/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Passkey_Sign_InInputs */

const en_signup_passkey_sign_in = /** @type {(inputs: Signup_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a passkey`)
};

const es_signup_passkey_sign_in = /** @type {(inputs: Signup_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión con una llave de acceso`)
};

const fr_signup_passkey_sign_in = /** @type {(inputs: Signup_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec une clé d'accès`)
};

const de_signup_passkey_sign_in = /** @type {(inputs: Signup_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Passkey anmelden`)
};

const pt_br2_signup_passkey_sign_in = /** @type {(inputs: Signup_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar com uma chave de acesso`)
};

const it_signup_passkey_sign_in = /** @type {(inputs: Signup_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi con una passkey`)
};

const ar_signup_passkey_sign_in = /** @type {(inputs: Signup_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول بمفتاح مرور`)
};

/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Signup_Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_passkey_sign_in = /** @type {((inputs?: Signup_Passkey_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Passkey_Sign_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_passkey_sign_in(inputs)
	if (locale === "fr") return fr_signup_passkey_sign_in(inputs)
	if (locale === "de") return de_signup_passkey_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_signup_passkey_sign_in(inputs)
	if (locale === "it") return it_signup_passkey_sign_in(inputs)
	if (locale === "ar") return ar_signup_passkey_sign_in(inputs)
	return en_signup_passkey_sign_in(inputs)
});