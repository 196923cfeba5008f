/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Login_InsteadInputs */

const en_signup_login_instead = /** @type {(inputs: Signup_Login_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`instead.`)
};

const es_signup_login_instead = /** @type {(inputs: Signup_Login_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en su lugar.`)
};

const fr_signup_login_instead = /** @type {(inputs: Signup_Login_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plutôt.`)
};

const de_signup_login_instead = /** @type {(inputs: Signup_Login_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stattdessen.`)
};

const pt_br2_signup_login_instead = /** @type {(inputs: Signup_Login_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`em vez disso.`)
};

const it_signup_login_instead = /** @type {(inputs: Signup_Login_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invece.`)
};

const ar_signup_login_instead = /** @type {(inputs: Signup_Login_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدلًا من ذلك.`)
};

/**
* | output |
* | --- |
* | "instead." |
*
* @param {Signup_Login_InsteadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_login_instead = /** @type {((inputs?: Signup_Login_InsteadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Login_InsteadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_login_instead(inputs)
	if (locale === "fr") return fr_signup_login_instead(inputs)
	if (locale === "de") return de_signup_login_instead(inputs)
	if (locale === "pt-BR") return pt_br2_signup_login_instead(inputs)
	if (locale === "it") return it_signup_login_instead(inputs)
	if (locale === "ar") return ar_signup_login_instead(inputs)
	return en_signup_login_instead(inputs)
});