/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Profile_No_Events_InInputs */

const en_profile_no_events_in = /** @type {(inputs: Profile_No_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No events in ${i?.month}.`)
};

const es_profile_no_events_in = /** @type {(inputs: Profile_No_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay eventos en ${i?.month}.`)
};

const fr_profile_no_events_in = /** @type {(inputs: Profile_No_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun événement en ${i?.month}.`)
};

const de_profile_no_events_in = /** @type {(inputs: Profile_No_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Termine im ${i?.month}.`)
};

const pt_br2_profile_no_events_in = /** @type {(inputs: Profile_No_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum evento em ${i?.month}.`)
};

const it_profile_no_events_in = /** @type {(inputs: Profile_No_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessun evento a ${i?.month}.`)
};

const ar_profile_no_events_in = /** @type {(inputs: Profile_No_Events_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا فعاليات في ${i?.month}.`)
};

/**
* | output |
* | --- |
* | "No events in {month}." |
*
* @param {Profile_No_Events_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_no_events_in = /** @type {((inputs: Profile_No_Events_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_No_Events_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_no_events_in(inputs)
	if (locale === "fr") return fr_profile_no_events_in(inputs)
	if (locale === "de") return de_profile_no_events_in(inputs)
	if (locale === "pt-BR") return pt_br2_profile_no_events_in(inputs)
	if (locale === "it") return it_profile_no_events_in(inputs)
	if (locale === "ar") return ar_profile_no_events_in(inputs)
	return en_profile_no_events_in(inputs)
});