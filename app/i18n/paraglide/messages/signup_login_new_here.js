/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Login_New_HereInputs */

const en_signup_login_new_here = /** @type {(inputs: Signup_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back. New here?`)
};

const es_signup_login_new_here = /** @type {(inputs: Signup_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola de nuevo. ¿Eres nuevo?`)
};

const fr_signup_login_new_here = /** @type {(inputs: Signup_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour. Nouveau ici ?`)
};

const de_signup_login_new_here = /** @type {(inputs: Signup_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen zurück. Neu hier?`)
};

const pt_br2_signup_login_new_here = /** @type {(inputs: Signup_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que bom te ver de novo. É novo por aqui?`)
};

const it_signup_login_new_here = /** @type {(inputs: Signup_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bentornato. Sei nuovo?`)
};

const ar_signup_login_new_here = /** @type {(inputs: Signup_Login_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا بعودتك. جديد هنا؟`)
};

/**
* | output |
* | --- |
* | "Welcome back. New here?" |
*
* @param {Signup_Login_New_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_login_new_here = /** @type {((inputs?: Signup_Login_New_HereInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Login_New_HereInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_login_new_here(inputs)
	if (locale === "fr") return fr_signup_login_new_here(inputs)
	if (locale === "de") return de_signup_login_new_here(inputs)
	if (locale === "pt-BR") return pt_br2_signup_login_new_here(inputs)
	if (locale === "it") return it_signup_login_new_here(inputs)
	if (locale === "ar") return ar_signup_login_new_here(inputs)
	return en_signup_login_new_here(inputs)
});