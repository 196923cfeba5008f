/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Day_AddInputs */

const en_owner_day_add = /** @type {(inputs: Owner_Day_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add an event`)
};

const es_owner_day_add = /** @type {(inputs: Owner_Day_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`añadir un evento`)
};

const fr_owner_day_add = /** @type {(inputs: Owner_Day_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ajouter un événement`)
};

const de_owner_day_add = /** @type {(inputs: Owner_Day_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung hinzufügen`)
};

const pt_br2_owner_day_add = /** @type {(inputs: Owner_Day_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adicionar um evento`)
};

const it_owner_day_add = /** @type {(inputs: Owner_Day_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aggiungi un evento`)
};

const ar_owner_day_add = /** @type {(inputs: Owner_Day_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف فعالية`)
};

/**
* | output |
* | --- |
* | "add an event" |
*
* @param {Owner_Day_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_day_add = /** @type {((inputs?: Owner_Day_AddInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Day_AddInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_day_add(inputs)
	if (locale === "fr") return fr_owner_day_add(inputs)
	if (locale === "de") return de_owner_day_add(inputs)
	if (locale === "pt-BR") return pt_br2_owner_day_add(inputs)
	if (locale === "it") return it_owner_day_add(inputs)
	if (locale === "ar") return ar_owner_day_add(inputs)
	return en_owner_day_add(inputs)
});