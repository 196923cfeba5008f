/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Notification_Paypal_NoteInputs */

const en_landing_notification_paypal_note = /** @type {(inputs: Landing_Notification_Paypal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play that one again`)
};

const es_landing_notification_paypal_note = /** @type {(inputs: Landing_Notification_Paypal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca esa otra vez`)
};

const fr_landing_notification_paypal_note = /** @type {(inputs: Landing_Notification_Paypal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoue celle-là`)
};

const de_landing_notification_paypal_note = /** @type {(inputs: Landing_Notification_Paypal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel das nochmal`)
};

const pt_br2_landing_notification_paypal_note = /** @type {(inputs: Landing_Notification_Paypal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca aquela de novo`)
};

const it_landing_notification_paypal_note = /** @type {(inputs: Landing_Notification_Paypal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suonala ancora`)
};

const ar_landing_notification_paypal_note = /** @type {(inputs: Landing_Notification_Paypal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعزفها مرة أخرى`)
};

/**
* | output |
* | --- |
* | "Play that one again" |
*
* @param {Landing_Notification_Paypal_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_notification_paypal_note = /** @type {((inputs?: Landing_Notification_Paypal_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Notification_Paypal_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_notification_paypal_note(inputs)
	if (locale === "fr") return fr_landing_notification_paypal_note(inputs)
	if (locale === "de") return de_landing_notification_paypal_note(inputs)
	if (locale === "pt-BR") return pt_br2_landing_notification_paypal_note(inputs)
	if (locale === "it") return it_landing_notification_paypal_note(inputs)
	if (locale === "ar") return ar_landing_notification_paypal_note(inputs)
	return en_landing_notification_paypal_note(inputs)
});