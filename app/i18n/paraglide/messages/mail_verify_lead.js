/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_LeadInputs */

const en_mail_verify_lead = /** @type {(inputs: Mail_Verify_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that this is your email address for Tipped.`)
};

const es_mail_verify_lead = /** @type {(inputs: Mail_Verify_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma que esta es tu dirección de correo para Tipped.`)
};

const fr_mail_verify_lead = /** @type {(inputs: Mail_Verify_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer que c'est bien votre adresse e-mail pour Tipped.`)
};

const de_mail_verify_lead = /** @type {(inputs: Mail_Verify_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätige, dass dies deine E-Mail-Adresse für Tipped ist.`)
};

const pt_br2_mail_verify_lead = /** @type {(inputs: Mail_Verify_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme que este é o seu endereço de e-mail no Tipped.`)
};

const it_mail_verify_lead = /** @type {(inputs: Mail_Verify_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma che questo è il tuo indirizzo email per Tipped.`)
};

const ar_mail_verify_lead = /** @type {(inputs: Mail_Verify_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني على Tipped.`)
};

/**
* | output |
* | --- |
* | "Please confirm that this is your email address for Tipped." |
*
* @param {Mail_Verify_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_verify_lead = /** @type {((inputs?: Mail_Verify_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_LeadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_verify_lead(inputs)
	if (locale === "fr") return fr_mail_verify_lead(inputs)
	if (locale === "de") return de_mail_verify_lead(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verify_lead(inputs)
	if (locale === "it") return it_mail_verify_lead(inputs)
	if (locale === "ar") return ar_mail_verify_lead(inputs)
	return en_mail_verify_lead(inputs)
});