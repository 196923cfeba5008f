/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Email_ConfirmedInputs */

const en_msg_email_confirmed = /** @type {(inputs: Msg_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is confirmed.`)
};

const es_msg_email_confirmed = /** @type {(inputs: Msg_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo está confirmada.`)
};

const fr_msg_email_confirmed = /** @type {(inputs: Msg_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est confirmée.`)
};

const de_msg_email_confirmed = /** @type {(inputs: Msg_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse ist bestätigt.`)
};

const pt_br2_msg_email_confirmed = /** @type {(inputs: Msg_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu endereço de e-mail está confirmado.`)
};

const it_msg_email_confirmed = /** @type {(inputs: Msg_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo indirizzo email è confermato.`)
};

const ar_msg_email_confirmed = /** @type {(inputs: Msg_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تأكيد عنوان بريدك الإلكتروني.`)
};

/**
* | output |
* | --- |
* | "Your email address is confirmed." |
*
* @param {Msg_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_email_confirmed = /** @type {((inputs?: Msg_Email_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Email_ConfirmedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_email_confirmed(inputs)
	if (locale === "fr") return fr_msg_email_confirmed(inputs)
	if (locale === "de") return de_msg_email_confirmed(inputs)
	if (locale === "pt-BR") return pt_br2_msg_email_confirmed(inputs)
	if (locale === "it") return it_msg_email_confirmed(inputs)
	if (locale === "ar") return ar_msg_email_confirmed(inputs)
	return en_msg_email_confirmed(inputs)
});