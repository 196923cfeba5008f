/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Notification_Venmo_NoteInputs */

const en_landing_notification_venmo_note = /** @type {(inputs: Landing_Notification_Venmo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loved the encore!`)
};

const es_landing_notification_venmo_note = /** @type {(inputs: Landing_Notification_Venmo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Me encantó el bis!`)
};

const fr_landing_notification_venmo_note = /** @type {(inputs: Landing_Notification_Venmo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'ai adoré le rappel !`)
};

const de_landing_notification_venmo_note = /** @type {(inputs: Landing_Notification_Venmo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zugabe war super!`)
};

const pt_br2_landing_notification_venmo_note = /** @type {(inputs: Landing_Notification_Venmo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amei o bis!`)
};

const it_landing_notification_venmo_note = /** @type {(inputs: Landing_Notification_Venmo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il bis era stupendo!`)
};

const ar_landing_notification_venmo_note = /** @type {(inputs: Landing_Notification_Venmo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحببت الإعادة!`)
};

/**
* | output |
* | --- |
* | "Loved the encore!" |
*
* @param {Landing_Notification_Venmo_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_notification_venmo_note = /** @type {((inputs?: Landing_Notification_Venmo_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Notification_Venmo_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_notification_venmo_note(inputs)
	if (locale === "fr") return fr_landing_notification_venmo_note(inputs)
	if (locale === "de") return de_landing_notification_venmo_note(inputs)
	if (locale === "pt-BR") return pt_br2_landing_notification_venmo_note(inputs)
	if (locale === "it") return it_landing_notification_venmo_note(inputs)
	if (locale === "ar") return ar_landing_notification_venmo_note(inputs)
	return en_landing_notification_venmo_note(inputs)
});