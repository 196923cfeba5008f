/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Todays_EventsInputs */

const en_dash_todays_events = /** @type {(inputs: Dash_Todays_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's events`)
};

const es_dash_todays_events = /** @type {(inputs: Dash_Todays_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos de hoy`)
};

const fr_dash_todays_events = /** @type {(inputs: Dash_Todays_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements du jour`)
};

const de_dash_todays_events = /** @type {(inputs: Dash_Todays_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heutige Termine`)
};

const pt_br2_dash_todays_events = /** @type {(inputs: Dash_Todays_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos de hoje`)
};

const it_dash_todays_events = /** @type {(inputs: Dash_Todays_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi di oggi`)
};

const ar_dash_todays_events = /** @type {(inputs: Dash_Todays_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فعاليات اليوم`)
};

/**
* | output |
* | --- |
* | "Today's events" |
*
* @param {Dash_Todays_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_todays_events = /** @type {((inputs?: Dash_Todays_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Todays_EventsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_todays_events(inputs)
	if (locale === "fr") return fr_dash_todays_events(inputs)
	if (locale === "de") return de_dash_todays_events(inputs)
	if (locale === "pt-BR") return pt_br2_dash_todays_events(inputs)
	if (locale === "it") return it_dash_todays_events(inputs)
	if (locale === "ar") return ar_dash_todays_events(inputs)
	return en_dash_todays_events(inputs)
});