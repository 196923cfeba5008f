/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Fan_UnsubscribedInputs */

const en_msg_fan_unsubscribed = /** @type {(inputs: Msg_Fan_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed and will get no more mails from this performer.`)
};

const es_msg_fan_unsubscribed = /** @type {(inputs: Msg_Fan_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te diste de baja y no recibirás más correos de este artista.`)
};

const fr_msg_fan_unsubscribed = /** @type {(inputs: Msg_Fan_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes désabonné et ne recevrez plus de messages de cet artiste.`)
};

const de_msg_fan_unsubscribed = /** @type {(inputs: Msg_Fan_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist abgemeldet und bekommst keine Mails mehr von diesem Künstler.`)
};

const pt_br2_msg_fan_unsubscribed = /** @type {(inputs: Msg_Fan_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua inscrição foi cancelada e você não receberá mais e-mails deste artista.`)
};

const it_msg_fan_unsubscribed = /** @type {(inputs: Msg_Fan_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai annullato l'iscrizione e non riceverai più email da questo artista.`)
};

const ar_msg_fan_unsubscribed = /** @type {(inputs: Msg_Fan_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء اشتراكك ولن تصلك رسائل أخرى من هذا الفنان.`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed and will get no more mails from this performer." |
*
* @param {Msg_Fan_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_fan_unsubscribed = /** @type {((inputs?: Msg_Fan_UnsubscribedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Fan_UnsubscribedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_fan_unsubscribed(inputs)
	if (locale === "fr") return fr_msg_fan_unsubscribed(inputs)
	if (locale === "de") return de_msg_fan_unsubscribed(inputs)
	if (locale === "pt-BR") return pt_br2_msg_fan_unsubscribed(inputs)
	if (locale === "it") return it_msg_fan_unsubscribed(inputs)
	if (locale === "ar") return ar_msg_fan_unsubscribed(inputs)
	return en_msg_fan_unsubscribed(inputs)
});