/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newEmail: NonNullable<unknown> }} Mail_Changed_LeadInputs */

const en_mail_changed_lead = /** @type {(inputs: Mail_Changed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The email address of your Tipped account was changed to ${i?.newEmail}, and your other devices were signed out.`)
};

const es_mail_changed_lead = /** @type {(inputs: Mail_Changed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La dirección de correo de tu cuenta de Tipped se cambió a ${i?.newEmail} y se cerró la sesión en tus otros dispositivos.`)
};

const fr_mail_changed_lead = /** @type {(inputs: Mail_Changed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'adresse e-mail de votre compte Tipped a été remplacée par ${i?.newEmail}, et vos autres appareils ont été déconnectés.`)
};

const de_mail_changed_lead = /** @type {(inputs: Mail_Changed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse deines Tipped-Kontos wurde in ${i?.newEmail} geändert, und deine anderen Geräte wurden abgemeldet.`)
};

const pt_br2_mail_changed_lead = /** @type {(inputs: Mail_Changed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O endereço de e-mail da sua conta do Tipped foi alterado para ${i?.newEmail}, e seus outros dispositivos foram desconectados.`)
};

const it_mail_changed_lead = /** @type {(inputs: Mail_Changed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'indirizzo email del tuo account Tipped è stato cambiato in ${i?.newEmail} e i tuoi altri dispositivi sono stati disconnessi.`)
};

const ar_mail_changed_lead = /** @type {(inputs: Mail_Changed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان البريد الإلكتروني لحسابك على Tipped إلى ${i?.newEmail}، وتم تسجيل خروج أجهزتك الأخرى.`)
};

/**
* | output |
* | --- |
* | "The email address of your Tipped account was changed to {newEmail}, and your other devices were signed out." |
*
* @param {Mail_Changed_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_changed_lead = /** @type {((inputs: Mail_Changed_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_LeadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_lead(inputs)
	if (locale === "fr") return fr_mail_changed_lead(inputs)
	if (locale === "de") return de_mail_changed_lead(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_lead(inputs)
	if (locale === "it") return it_mail_changed_lead(inputs)
	if (locale === "ar") return ar_mail_changed_lead(inputs)
	return en_mail_changed_lead(inputs)
});