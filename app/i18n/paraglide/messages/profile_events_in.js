/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Profile_Events_InInputs */

const en_profile_events_in = /** @type {(inputs: Profile_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events in ${i?.month}`)
};

const es_profile_events_in = /** @type {(inputs: Profile_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos en ${i?.month}`)
};

const fr_profile_events_in = /** @type {(inputs: Profile_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements en ${i?.month}`)
};

const de_profile_events_in = /** @type {(inputs: Profile_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termine im ${i?.month}`)
};

const pt_br2_profile_events_in = /** @type {(inputs: Profile_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos em ${i?.month}`)
};

const it_profile_events_in = /** @type {(inputs: Profile_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventi a ${i?.month}`)
};

const ar_profile_events_in = /** @type {(inputs: Profile_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فعاليات ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Events in {month}" |
*
* @param {Profile_Events_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_events_in = /** @type {((inputs: Profile_Events_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Events_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_events_in(inputs)
	if (locale === "fr") return fr_profile_events_in(inputs)
	if (locale === "de") return de_profile_events_in(inputs)
	if (locale === "pt-BR") return pt_br2_profile_events_in(inputs)
	if (locale === "it") return it_profile_events_in(inputs)
	if (locale === "ar") return ar_profile_events_in(inputs)
	return en_profile_events_in(inputs)
});