/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Profile_Add_To_Calendar_EventInputs */

const en_profile_add_to_calendar_event = /** @type {(inputs: Profile_Add_To_Calendar_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add to calendar: ${i?.title}`)
};

const es_profile_add_to_calendar_event = /** @type {(inputs: Profile_Add_To_Calendar_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir al calendario: ${i?.title}`)
};

const fr_profile_add_to_calendar_event = /** @type {(inputs: Profile_Add_To_Calendar_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier : ${i?.title}`)
};

const de_profile_add_to_calendar_event = /** @type {(inputs: Profile_Add_To_Calendar_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Kalender hinzufügen: ${i?.title}`)
};

const pt_br2_profile_add_to_calendar_event = /** @type {(inputs: Profile_Add_To_Calendar_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adicionar à agenda: ${i?.title}`)
};

const it_profile_add_to_calendar_event = /** @type {(inputs: Profile_Add_To_Calendar_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiungi al calendario: ${i?.title}`)
};

const ar_profile_add_to_calendar_event = /** @type {(inputs: Profile_Add_To_Calendar_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أضف إلى التقويم: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Add to calendar: {title}" |
*
* @param {Profile_Add_To_Calendar_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_add_to_calendar_event = /** @type {((inputs: Profile_Add_To_Calendar_EventInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Add_To_Calendar_EventInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_add_to_calendar_event(inputs)
	if (locale === "fr") return fr_profile_add_to_calendar_event(inputs)
	if (locale === "de") return de_profile_add_to_calendar_event(inputs)
	if (locale === "pt-BR") return pt_br2_profile_add_to_calendar_event(inputs)
	if (locale === "it") return it_profile_add_to_calendar_event(inputs)
	if (locale === "ar") return ar_profile_add_to_calendar_event(inputs)
	return en_profile_add_to_calendar_event(inputs)
});