/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Notification_Cashapp_NoteInputs */

const en_landing_notification_cashapp_note = /** @type {(inputs: Landing_Notification_Cashapp_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the Sunday set`)
};

const es_landing_notification_cashapp_note = /** @type {(inputs: Landing_Notification_Cashapp_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por la actuación del domingo`)
};

const fr_landing_notification_cashapp_note = /** @type {(inputs: Landing_Notification_Cashapp_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour le set de dimanche`)
};

const de_landing_notification_cashapp_note = /** @type {(inputs: Landing_Notification_Cashapp_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für den Auftritt am Sonntag`)
};

const pt_br2_landing_notification_cashapp_note = /** @type {(inputs: Landing_Notification_Cashapp_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pelo show de domingo`)
};

const it_landing_notification_cashapp_note = /** @type {(inputs: Landing_Notification_Cashapp_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per l'esibizione di domenica`)
};

const ar_landing_notification_cashapp_note = /** @type {(inputs: Landing_Notification_Cashapp_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لعرض يوم الأحد`)
};

/**
* | output |
* | --- |
* | "For the Sunday set" |
*
* @param {Landing_Notification_Cashapp_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_notification_cashapp_note = /** @type {((inputs?: Landing_Notification_Cashapp_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Notification_Cashapp_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_notification_cashapp_note(inputs)
	if (locale === "fr") return fr_landing_notification_cashapp_note(inputs)
	if (locale === "de") return de_landing_notification_cashapp_note(inputs)
	if (locale === "pt-BR") return pt_br2_landing_notification_cashapp_note(inputs)
	if (locale === "it") return it_landing_notification_cashapp_note(inputs)
	if (locale === "ar") return ar_landing_notification_cashapp_note(inputs)
	return en_landing_notification_cashapp_note(inputs)
});