/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Event_LocationInputs */

const en_owner_event_location = /** @type {(inputs: Owner_Event_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location (optional)`)
};

const es_owner_event_location = /** @type {(inputs: Owner_Event_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar (opcional)`)
};

const fr_owner_event_location = /** @type {(inputs: Owner_Event_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu (facultatif)`)
};

const de_owner_event_location = /** @type {(inputs: Owner_Event_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort (optional)`)
};

const pt_br2_owner_event_location = /** @type {(inputs: Owner_Event_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local (opcional)`)
};

const it_owner_event_location = /** @type {(inputs: Owner_Event_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo (facoltativo)`)
};

const ar_owner_event_location = /** @type {(inputs: Owner_Event_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المكان (اختياري)`)
};

/**
* | output |
* | --- |
* | "Location (optional)" |
*
* @param {Owner_Event_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_event_location = /** @type {((inputs?: Owner_Event_LocationInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Event_LocationInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_event_location(inputs)
	if (locale === "fr") return fr_owner_event_location(inputs)
	if (locale === "de") return de_owner_event_location(inputs)
	if (locale === "pt-BR") return pt_br2_owner_event_location(inputs)
	if (locale === "it") return it_owner_event_location(inputs)
	if (locale === "ar") return ar_owner_event_location(inputs)
	return en_owner_event_location(inputs)
});