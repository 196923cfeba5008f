/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Event_IdInputs */

const en_owner_msg_event_id = /** @type {(inputs: Owner_Msg_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid event id`)
};

const es_owner_msg_event_id = /** @type {(inputs: Owner_Msg_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id de evento no válido`)
};

const fr_owner_msg_event_id = /** @type {(inputs: Owner_Msg_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant d’événement invalide`)
};

const de_owner_msg_event_id = /** @type {(inputs: Owner_Msg_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Veranstaltungs-ID`)
};

const pt_br2_owner_msg_event_id = /** @type {(inputs: Owner_Msg_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id de evento inválido`)
};

const it_owner_msg_event_id = /** @type {(inputs: Owner_Msg_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id evento non valido`)
};

const ar_owner_msg_event_id = /** @type {(inputs: Owner_Msg_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرّف فعالية غير صالح`)
};

/**
* | output |
* | --- |
* | "Invalid event id" |
*
* @param {Owner_Msg_Event_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_event_id = /** @type {((inputs?: Owner_Msg_Event_IdInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Event_IdInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_event_id(inputs)
	if (locale === "fr") return fr_owner_msg_event_id(inputs)
	if (locale === "de") return de_owner_msg_event_id(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_event_id(inputs)
	if (locale === "it") return it_owner_msg_event_id(inputs)
	if (locale === "ar") return ar_owner_msg_event_id(inputs)
	return en_owner_msg_event_id(inputs)
});