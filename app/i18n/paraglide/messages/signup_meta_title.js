/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Meta_TitleInputs */

const en_signup_meta_title = /** @type {(inputs: Signup_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up or log in · Tipped`)
};

const es_signup_meta_title = /** @type {(inputs: Signup_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate o inicia sesión · Tipped`)
};

const fr_signup_meta_title = /** @type {(inputs: Signup_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription ou connexion · Tipped`)
};

const de_signup_meta_title = /** @type {(inputs: Signup_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren oder anmelden · Tipped`)
};

const pt_br2_signup_meta_title = /** @type {(inputs: Signup_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se ou entre · Tipped`)
};

const it_signup_meta_title = /** @type {(inputs: Signup_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrati o accedi · Tipped`)
};

const ar_signup_meta_title = /** @type {(inputs: Signup_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التسجيل أو تسجيل الدخول · Tipped`)
};

/**
* | output |
* | --- |
* | "Sign up or log in · Tipped" |
*
* @param {Signup_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_meta_title = /** @type {((inputs?: Signup_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_meta_title(inputs)
	if (locale === "fr") return fr_signup_meta_title(inputs)
	if (locale === "de") return de_signup_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_meta_title(inputs)
	if (locale === "it") return it_signup_meta_title(inputs)
	if (locale === "ar") return ar_signup_meta_title(inputs)
	return en_signup_meta_title(inputs)
});