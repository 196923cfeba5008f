/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SignupInputs */

const en_nav_signup = /** @type {(inputs: Nav_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

const es_nav_signup = /** @type {(inputs: Nav_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrarse`)
};

const fr_nav_signup = /** @type {(inputs: Nav_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
};

const de_nav_signup = /** @type {(inputs: Nav_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren`)
};

const pt_br2_nav_signup = /** @type {(inputs: Nav_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastrar`)
};

const it_nav_signup = /** @type {(inputs: Nav_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrati`)
};

const ar_nav_signup = /** @type {(inputs: Nav_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التسجيل`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Nav_SignupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_signup = /** @type {((inputs?: Nav_SignupInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SignupInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_signup(inputs)
	if (locale === "fr") return fr_nav_signup(inputs)
	if (locale === "de") return de_nav_signup(inputs)
	if (locale === "pt-BR") return pt_br2_nav_signup(inputs)
	if (locale === "it") return it_nav_signup(inputs)
	if (locale === "ar") return ar_nav_signup(inputs)
	return en_nav_signup(inputs)
});