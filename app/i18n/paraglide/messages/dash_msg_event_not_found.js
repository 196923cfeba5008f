/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Event_Not_FoundInputs */

const en_dash_msg_event_not_found = /** @type {(inputs: Dash_Msg_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That event was not found`)
};

const es_dash_msg_event_not_found = /** @type {(inputs: Dash_Msg_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ese evento`)
};

const fr_dash_msg_event_not_found = /** @type {(inputs: Dash_Msg_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est introuvable`)
};

const de_dash_msg_event_not_found = /** @type {(inputs: Dash_Msg_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin wurde nicht gefunden`)
};

const pt_br2_dash_msg_event_not_found = /** @type {(inputs: Dash_Msg_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse evento não foi encontrado`)
};

const it_dash_msg_event_not_found = /** @type {(inputs: Dash_Msg_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento non trovato`)
};

const ar_dash_msg_event_not_found = /** @type {(inputs: Dash_Msg_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على هذه الفعالية`)
};

/**
* | output |
* | --- |
* | "That event was not found" |
*
* @param {Dash_Msg_Event_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_event_not_found = /** @type {((inputs?: Dash_Msg_Event_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Event_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_event_not_found(inputs)
	if (locale === "fr") return fr_dash_msg_event_not_found(inputs)
	if (locale === "de") return de_dash_msg_event_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_event_not_found(inputs)
	if (locale === "it") return it_dash_msg_event_not_found(inputs)
	if (locale === "ar") return ar_dash_msg_event_not_found(inputs)
	return en_dash_msg_event_not_found(inputs)
});