/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_SendInputs */

const en_forgot_send = /** @type {(inputs: Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the link`)
};

const es_forgot_send = /** @type {(inputs: Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar el enlace`)
};

const fr_forgot_send = /** @type {(inputs: Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien`)
};

const de_forgot_send = /** @type {(inputs: Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link senden`)
};

const pt_br2_forgot_send = /** @type {(inputs: Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar o link`)
};

const it_forgot_send = /** @type {(inputs: Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia il link`)
};

const ar_forgot_send = /** @type {(inputs: Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل الرابط`)
};

/**
* | output |
* | --- |
* | "Send the link" |
*
* @param {Forgot_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const forgot_send = /** @type {((inputs?: Forgot_SendInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_SendInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_forgot_send(inputs)
	if (locale === "fr") return fr_forgot_send(inputs)
	if (locale === "de") return de_forgot_send(inputs)
	if (locale === "pt-BR") return pt_br2_forgot_send(inputs)
	if (locale === "it") return it_forgot_send(inputs)
	if (locale === "ar") return ar_forgot_send(inputs)
	return en_forgot_send(inputs)
});