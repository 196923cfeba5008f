/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_LeadInputs */

const en_mail_reset_lead = /** @type {(inputs: Mail_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your Tipped account.`)
};

const es_mail_reset_lead = /** @type {(inputs: Mail_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien pidió restablecer la contraseña de tu cuenta de Tipped.`)
};

const fr_mail_reset_lead = /** @type {(inputs: Mail_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Tipped.`)
};

const de_mail_reset_lead = /** @type {(inputs: Mail_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand hat darum gebeten, das Passwort deines Tipped-Kontos zurückzusetzen.`)
};

const pt_br2_mail_reset_lead = /** @type {(inputs: Mail_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém pediu para redefinir a senha da sua conta do Tipped.`)
};

const it_mail_reset_lead = /** @type {(inputs: Mail_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcuno ha chiesto di reimpostare la password del tuo account Tipped.`)
};

const ar_mail_reset_lead = /** @type {(inputs: Mail_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلب شخص ما إعادة تعيين كلمة مرور حسابك على Tipped.`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Tipped account." |
*
* @param {Mail_Reset_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_reset_lead = /** @type {((inputs?: Mail_Reset_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_LeadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reset_lead(inputs)
	if (locale === "fr") return fr_mail_reset_lead(inputs)
	if (locale === "de") return de_mail_reset_lead(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_lead(inputs)
	if (locale === "it") return it_mail_reset_lead(inputs)
	if (locale === "ar") return ar_mail_reset_lead(inputs)
	return en_mail_reset_lead(inputs)
});