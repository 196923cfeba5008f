/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Event_StartInputs */

const en_owner_event_start = /** @type {(inputs: Owner_Event_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

const es_owner_event_start = /** @type {(inputs: Owner_Event_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

const fr_owner_event_start = /** @type {(inputs: Owner_Event_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début`)
};

const de_owner_event_start = /** @type {(inputs: Owner_Event_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

const pt_br2_owner_event_start = /** @type {(inputs: Owner_Event_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início`)
};

const it_owner_event_start = /** @type {(inputs: Owner_Event_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizio`)
};

const ar_owner_event_start = /** @type {(inputs: Owner_Event_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البداية`)
};

/**
* | output |
* | --- |
* | "Start" |
*
* @param {Owner_Event_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_event_start = /** @type {((inputs?: Owner_Event_StartInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Event_StartInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_event_start(inputs)
	if (locale === "fr") return fr_owner_event_start(inputs)
	if (locale === "de") return de_owner_event_start(inputs)
	if (locale === "pt-BR") return pt_br2_owner_event_start(inputs)
	if (locale === "it") return it_owner_event_start(inputs)
	if (locale === "ar") return ar_owner_event_start(inputs)
	return en_owner_event_start(inputs)
});