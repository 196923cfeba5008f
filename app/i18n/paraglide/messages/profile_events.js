/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_EventsInputs */

const en_profile_events = /** @type {(inputs: Profile_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const es_profile_events = /** @type {(inputs: Profile_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const fr_profile_events = /** @type {(inputs: Profile_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const de_profile_events = /** @type {(inputs: Profile_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine`)
};

const pt_br2_profile_events = /** @type {(inputs: Profile_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const it_profile_events = /** @type {(inputs: Profile_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi`)
};

const ar_profile_events = /** @type {(inputs: Profile_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفعاليات`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Profile_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_events = /** @type {((inputs?: Profile_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_EventsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_events(inputs)
	if (locale === "fr") return fr_profile_events(inputs)
	if (locale === "de") return de_profile_events(inputs)
	if (locale === "pt-BR") return pt_br2_profile_events(inputs)
	if (locale === "it") return it_profile_events(inputs)
	if (locale === "ar") return ar_profile_events(inputs)
	return en_profile_events(inputs)
});