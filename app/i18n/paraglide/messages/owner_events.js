/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_EventsInputs */

const en_owner_events = /** @type {(inputs: Owner_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events calendar`)
};

const es_owner_events = /** @type {(inputs: Owner_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendario de eventos`)
};

const fr_owner_events = /** @type {(inputs: Owner_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendrier des événements`)
};

const de_owner_events = /** @type {(inputs: Owner_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungskalender`)
};

const pt_br2_owner_events = /** @type {(inputs: Owner_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agenda de eventos`)
};

const it_owner_events = /** @type {(inputs: Owner_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendario eventi`)
};

const ar_owner_events = /** @type {(inputs: Owner_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقويم الفعاليات`)
};

/**
* | output |
* | --- |
* | "Events calendar" |
*
* @param {Owner_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_events = /** @type {((inputs?: Owner_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_EventsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_events(inputs)
	if (locale === "fr") return fr_owner_events(inputs)
	if (locale === "de") return de_owner_events(inputs)
	if (locale === "pt-BR") return pt_br2_owner_events(inputs)
	if (locale === "it") return it_owner_events(inputs)
	if (locale === "ar") return ar_owner_events(inputs)
	return en_owner_events(inputs)
});