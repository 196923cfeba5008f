/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Add_To_CalendarInputs */

const en_profile_add_to_calendar = /** @type {(inputs: Profile_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

const es_profile_add_to_calendar = /** @type {(inputs: Profile_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir al calendario`)
};

const fr_profile_add_to_calendar = /** @type {(inputs: Profile_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier`)
};

const de_profile_add_to_calendar = /** @type {(inputs: Profile_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Kalender hinzufügen`)
};

const pt_br2_profile_add_to_calendar = /** @type {(inputs: Profile_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar à agenda`)
};

const it_profile_add_to_calendar = /** @type {(inputs: Profile_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi al calendario`)
};

const ar_profile_add_to_calendar = /** @type {(inputs: Profile_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف إلى التقويم`)
};

/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Profile_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_add_to_calendar = /** @type {((inputs?: Profile_Add_To_CalendarInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Add_To_CalendarInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_add_to_calendar(inputs)
	if (locale === "fr") return fr_profile_add_to_calendar(inputs)
	if (locale === "de") return de_profile_add_to_calendar(inputs)
	if (locale === "pt-BR") return pt_br2_profile_add_to_calendar(inputs)
	if (locale === "it") return it_profile_add_to_calendar(inputs)
	if (locale === "ar") return ar_profile_add_to_calendar(inputs)
	return en_profile_add_to_calendar(inputs)
});