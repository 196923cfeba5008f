/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Email_InvalidInputs */

const en_msg_email_invalid = /** @type {(inputs: Msg_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address`)
};

const es_msg_email_invalid = /** @type {(inputs: Msg_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una dirección de correo válida`)
};

const fr_msg_email_invalid = /** @type {(inputs: Msg_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail valide`)
};

const de_msg_email_invalid = /** @type {(inputs: Msg_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige E-Mail-Adresse ein`)
};

const pt_br2_msg_email_invalid = /** @type {(inputs: Msg_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um endereço de e-mail válido`)
};

const it_msg_email_invalid = /** @type {(inputs: Msg_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci un indirizzo email valido`)
};

const ar_msg_email_invalid = /** @type {(inputs: Msg_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريد إلكتروني صالحًا`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address" |
*
* @param {Msg_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_email_invalid = /** @type {((inputs?: Msg_Email_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Email_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_email_invalid(inputs)
	if (locale === "fr") return fr_msg_email_invalid(inputs)
	if (locale === "de") return de_msg_email_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_msg_email_invalid(inputs)
	if (locale === "it") return it_msg_email_invalid(inputs)
	if (locale === "ar") return ar_msg_email_invalid(inputs)
	return en_msg_email_invalid(inputs)
});