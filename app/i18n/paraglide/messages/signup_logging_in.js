/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Logging_InInputs */

const en_signup_logging_in = /** @type {(inputs: Signup_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in…`)
};

const es_signup_logging_in = /** @type {(inputs: Signup_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión…`)
};

const fr_signup_logging_in = /** @type {(inputs: Signup_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion…`)
};

const de_signup_logging_in = /** @type {(inputs: Signup_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung…`)
};

const pt_br2_signup_logging_in = /** @type {(inputs: Signup_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrando…`)
};

const it_signup_logging_in = /** @type {(inputs: Signup_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso in corso…`)
};

const ar_signup_logging_in = /** @type {(inputs: Signup_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تسجيل الدخول…`)
};

/**
* | output |
* | --- |
* | "Logging in…" |
*
* @param {Signup_Logging_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_logging_in = /** @type {((inputs?: Signup_Logging_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Logging_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_logging_in(inputs)
	if (locale === "fr") return fr_signup_logging_in(inputs)
	if (locale === "de") return de_signup_logging_in(inputs)
	if (locale === "pt-BR") return pt_br2_signup_logging_in(inputs)
	if (locale === "it") return it_signup_logging_in(inputs)
	if (locale === "ar") return ar_signup_logging_in(inputs)
	return en_signup_logging_in(inputs)
});