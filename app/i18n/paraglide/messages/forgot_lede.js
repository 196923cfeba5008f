/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_LedeInputs */

const en_forgot_lede = /** @type {(inputs: Forgot_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email of your account and we will send a link to choose a new password.`)
};

const es_forgot_lede = /** @type {(inputs: Forgot_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.`)
};

const fr_forgot_lede = /** @type {(inputs: Forgot_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l'e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.`)
};

const de_forgot_lede = /** @type {(inputs: Forgot_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir einen Link, um ein neues Passwort zu wählen.`)
};

const pt_br2_forgot_lede = /** @type {(inputs: Forgot_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o e-mail da sua conta e enviaremos um link para escolher uma nova senha.`)
};

const it_forgot_lede = /** @type {(inputs: Forgot_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci l'email del tuo account e ti invieremo un link per scegliere una nuova password.`)
};

const ar_forgot_lede = /** @type {(inputs: Forgot_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل البريد الإلكتروني لحسابك وسنرسل لك رابطًا لاختيار كلمة مرور جديدة.`)
};

/**
* | output |
* | --- |
* | "Enter the email of your account and we will send a link to choose a new password." |
*
* @param {Forgot_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const forgot_lede = /** @type {((inputs?: Forgot_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_forgot_lede(inputs)
	if (locale === "fr") return fr_forgot_lede(inputs)
	if (locale === "de") return de_forgot_lede(inputs)
	if (locale === "pt-BR") return pt_br2_forgot_lede(inputs)
	if (locale === "it") return it_forgot_lede(inputs)
	if (locale === "ar") return ar_forgot_lede(inputs)
	return en_forgot_lede(inputs)
});