/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Email_SameInputs */

const en_msg_email_same = /** @type {(inputs: Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is already your email address`)
};

const es_msg_email_same = /** @type {(inputs: Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa ya es tu dirección de correo`)
};

const fr_msg_email_same = /** @type {(inputs: Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C'est déjà votre adresse e-mail`)
};

const de_msg_email_same = /** @type {(inputs: Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist bereits deine E-Mail-Adresse`)
};

const pt_br2_msg_email_same = /** @type {(inputs: Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse já é o seu endereço de e-mail`)
};

const it_msg_email_same = /** @type {(inputs: Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo è già il tuo indirizzo email`)
};

const ar_msg_email_same = /** @type {(inputs: Msg_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا هو عنوان بريدك الإلكتروني بالفعل`)
};

/**
* | output |
* | --- |
* | "That is already your email address" |
*
* @param {Msg_Email_SameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_email_same = /** @type {((inputs?: Msg_Email_SameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Email_SameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_email_same(inputs)
	if (locale === "fr") return fr_msg_email_same(inputs)
	if (locale === "de") return de_msg_email_same(inputs)
	if (locale === "pt-BR") return pt_br2_msg_email_same(inputs)
	if (locale === "it") return it_msg_email_same(inputs)
	if (locale === "ar") return ar_msg_email_same(inputs)
	return en_msg_email_same(inputs)
});