/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Signed_In_TitleInputs */

const en_signup_signed_in_title = /** @type {(inputs: Signup_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed in`)
};

const es_signup_signed_in_title = /** @type {(inputs: Signup_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has iniciado sesión`)
};

const fr_signup_signed_in_title = /** @type {(inputs: Signup_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté`)
};

const de_signup_signed_in_title = /** @type {(inputs: Signup_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist angemeldet`)
};

const pt_br2_signup_signed_in_title = /** @type {(inputs: Signup_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você está conectado`)
};

const it_signup_signed_in_title = /** @type {(inputs: Signup_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai effettuato l'accesso`)
};

const ar_signup_signed_in_title = /** @type {(inputs: Signup_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد سجّلت الدخول`)
};

/**
* | output |
* | --- |
* | "You are signed in" |
*
* @param {Signup_Signed_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_signed_in_title = /** @type {((inputs?: Signup_Signed_In_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Signed_In_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_signed_in_title(inputs)
	if (locale === "fr") return fr_signup_signed_in_title(inputs)
	if (locale === "de") return de_signup_signed_in_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_signed_in_title(inputs)
	if (locale === "it") return it_signup_signed_in_title(inputs)
	if (locale === "ar") return ar_signup_signed_in_title(inputs)
	return en_signup_signed_in_title(inputs)
});