/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_BackInputs */

const en_forgot_back = /** @type {(inputs: Forgot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

const es_forgot_back = /** @type {(inputs: Forgot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

const fr_forgot_back = /** @type {(inputs: Forgot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

const de_forgot_back = /** @type {(inputs: Forgot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Anmeldung`)
};

const pt_br2_forgot_back = /** @type {(inputs: Forgot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar para o login`)
};

const it_forgot_back = /** @type {(inputs: Forgot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna all'accesso`)
};

const ar_forgot_back = /** @type {(inputs: Forgot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Forgot_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const forgot_back = /** @type {((inputs?: Forgot_BackInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_BackInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_forgot_back(inputs)
	if (locale === "fr") return fr_forgot_back(inputs)
	if (locale === "de") return de_forgot_back(inputs)
	if (locale === "pt-BR") return pt_br2_forgot_back(inputs)
	if (locale === "it") return it_forgot_back(inputs)
	if (locale === "ar") return ar_forgot_back(inputs)
	return en_forgot_back(inputs)
});