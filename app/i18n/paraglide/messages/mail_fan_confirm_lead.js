/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ performer: NonNullable<unknown> }} Mail_Fan_Confirm_LeadInputs */

const en_mail_fan_confirm_lead = /** @type {(inputs: Mail_Fan_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please confirm that you want to hear when ${i?.performer} plays near you.`)
};

const es_mail_fan_confirm_lead = /** @type {(inputs: Mail_Fan_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma que quieres saber cuándo ${i?.performer} toca cerca de ti.`)
};

const fr_mail_fan_confirm_lead = /** @type {(inputs: Mail_Fan_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer que vous voulez savoir quand ${i?.performer} joue près de chez vous.`)
};

const de_mail_fan_confirm_lead = /** @type {(inputs: Mail_Fan_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte bestätige, dass du erfahren möchtest, wann ${i?.performer} in deiner Nähe spielt.`)
};

const pt_br2_mail_fan_confirm_lead = /** @type {(inputs: Mail_Fan_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme que você quer saber quando ${i?.performer} tocar perto de você.`)
};

const it_mail_fan_confirm_lead = /** @type {(inputs: Mail_Fan_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conferma che vuoi sapere quando ${i?.performer} suona vicino a te.`)
};

const ar_mail_fan_confirm_lead = /** @type {(inputs: Mail_Fan_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُرجى تأكيد رغبتك في معرفة متى يعزف ${i?.performer} بالقرب منك.`)
};

/**
* | output |
* | --- |
* | "Please confirm that you want to hear when {performer} plays near you." |
*
* @param {Mail_Fan_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_fan_confirm_lead = /** @type {((inputs: Mail_Fan_Confirm_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fan_Confirm_LeadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_fan_confirm_lead(inputs)
	if (locale === "fr") return fr_mail_fan_confirm_lead(inputs)
	if (locale === "de") return de_mail_fan_confirm_lead(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fan_confirm_lead(inputs)
	if (locale === "it") return it_mail_fan_confirm_lead(inputs)
	if (locale === "ar") return ar_mail_fan_confirm_lead(inputs)
	return en_mail_fan_confirm_lead(inputs)
});