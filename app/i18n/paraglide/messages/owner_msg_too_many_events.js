/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Msg_Too_Many_EventsInputs */

const en_owner_msg_too_many_events = /** @type {(inputs: Owner_Msg_Too_Many_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} events`)
};

const es_owner_msg_too_many_events = /** @type {(inputs: Owner_Msg_Too_Many_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} eventos`)
};

const fr_owner_msg_too_many_events = /** @type {(inputs: Owner_Msg_Too_Many_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} événements au plus`)
};

const de_owner_msg_too_many_events = /** @type {(inputs: Owner_Msg_Too_Many_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Veranstaltungen`)
};

const pt_br2_owner_msg_too_many_events = /** @type {(inputs: Owner_Msg_Too_Many_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} eventos`)
};

const it_owner_msg_too_many_events = /** @type {(inputs: Owner_Msg_Too_Many_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al massimo ${i?.max} eventi`)
};

const ar_owner_msg_too_many_events = /** @type {(inputs: Owner_Msg_Too_Many_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} فعالية كحد أقصى`)
};

/**
* | output |
* | --- |
* | "At most {max} events" |
*
* @param {Owner_Msg_Too_Many_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_too_many_events = /** @type {((inputs: Owner_Msg_Too_Many_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Too_Many_EventsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_too_many_events(inputs)
	if (locale === "fr") return fr_owner_msg_too_many_events(inputs)
	if (locale === "de") return de_owner_msg_too_many_events(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_too_many_events(inputs)
	if (locale === "it") return it_owner_msg_too_many_events(inputs)
	if (locale === "ar") return ar_owner_msg_too_many_events(inputs)
	return en_owner_msg_too_many_events(inputs)
});