/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_LeadInputs */

const en_mail_change_lead = /** @type {(inputs: Mail_Change_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You asked to use this address for your Tipped account.`)
};

const es_mail_change_lead = /** @type {(inputs: Mail_Change_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pediste usar esta dirección para tu cuenta de Tipped.`)
};

const fr_mail_change_lead = /** @type {(inputs: Mail_Change_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez demandé à utiliser cette adresse pour votre compte Tipped.`)
};

const de_mail_change_lead = /** @type {(inputs: Mail_Change_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du möchtest diese Adresse für dein Tipped-Konto verwenden.`)
};

const pt_br2_mail_change_lead = /** @type {(inputs: Mail_Change_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pediu para usar este endereço na sua conta do Tipped.`)
};

const it_mail_change_lead = /** @type {(inputs: Mail_Change_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai chiesto di usare questo indirizzo per il tuo account Tipped.`)
};

const ar_mail_change_lead = /** @type {(inputs: Mail_Change_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبت استخدام هذا العنوان لحسابك على Tipped.`)
};

/**
* | output |
* | --- |
* | "You asked to use this address for your Tipped account." |
*
* @param {Mail_Change_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_change_lead = /** @type {((inputs?: Mail_Change_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_LeadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_change_lead(inputs)
	if (locale === "fr") return fr_mail_change_lead(inputs)
	if (locale === "de") return de_mail_change_lead(inputs)
	if (locale === "pt-BR") return pt_br2_mail_change_lead(inputs)
	if (locale === "it") return it_mail_change_lead(inputs)
	if (locale === "ar") return ar_mail_change_lead(inputs)
	return en_mail_change_lead(inputs)
});