/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Event_EndInputs */

const en_owner_event_end = /** @type {(inputs: Owner_Event_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End`)
};

const es_owner_event_end = /** @type {(inputs: Owner_Event_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

const fr_owner_event_end = /** @type {(inputs: Owner_Event_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

const de_owner_event_end = /** @type {(inputs: Owner_Event_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende`)
};

const pt_br2_owner_event_end = /** @type {(inputs: Owner_Event_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fim`)
};

const it_owner_event_end = /** @type {(inputs: Owner_Event_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fine`)
};

const ar_owner_event_end = /** @type {(inputs: Owner_Event_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النهاية`)
};

/**
* | output |
* | --- |
* | "End" |
*
* @param {Owner_Event_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_event_end = /** @type {((inputs?: Owner_Event_EndInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Event_EndInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_event_end(inputs)
	if (locale === "fr") return fr_owner_event_end(inputs)
	if (locale === "de") return de_owner_event_end(inputs)
	if (locale === "pt-BR") return pt_br2_owner_event_end(inputs)
	if (locale === "it") return it_owner_event_end(inputs)
	if (locale === "ar") return ar_owner_event_end(inputs)
	return en_owner_event_end(inputs)
});