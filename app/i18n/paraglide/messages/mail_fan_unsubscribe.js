/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Fan_UnsubscribeInputs */

const en_mail_fan_unsubscribe = /** @type {(inputs: Mail_Fan_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const es_mail_fan_unsubscribe = /** @type {(inputs: Mail_Fan_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darse de baja`)
};

const fr_mail_fan_unsubscribe = /** @type {(inputs: Mail_Fan_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

const de_mail_fan_unsubscribe = /** @type {(inputs: Mail_Fan_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const pt_br2_mail_fan_unsubscribe = /** @type {(inputs: Mail_Fan_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar inscrição`)
};

const it_mail_fan_unsubscribe = /** @type {(inputs: Mail_Fan_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla l'iscrizione`)
};

const ar_mail_fan_unsubscribe = /** @type {(inputs: Mail_Fan_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mail_Fan_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_fan_unsubscribe = /** @type {((inputs?: Mail_Fan_UnsubscribeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fan_UnsubscribeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_fan_unsubscribe(inputs)
	if (locale === "fr") return fr_mail_fan_unsubscribe(inputs)
	if (locale === "de") return de_mail_fan_unsubscribe(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fan_unsubscribe(inputs)
	if (locale === "it") return it_mail_fan_unsubscribe(inputs)
	if (locale === "ar") return ar_mail_fan_unsubscribe(inputs)
	return en_mail_fan_unsubscribe(inputs)
});