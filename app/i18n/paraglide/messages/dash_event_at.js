/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, place: NonNullable<unknown> }} Dash_Event_AtInputs */

const en_dash_event_at = /** @type {(inputs: Dash_Event_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} at ${i?.place}`)
};

const es_dash_event_at = /** @type {(inputs: Dash_Event_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} en ${i?.place}`)
};

const fr_dash_event_at = /** @type {(inputs: Dash_Event_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} à ${i?.place}`)
};

const de_dash_event_at = /** @type {(inputs: Dash_Event_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} – ${i?.place}`)
};

const pt_br2_dash_event_at = /** @type {(inputs: Dash_Event_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} em ${i?.place}`)
};

const it_dash_event_at = /** @type {(inputs: Dash_Event_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} a ${i?.place}`)
};

const ar_dash_event_at = /** @type {(inputs: Dash_Event_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} في ${i?.place}`)
};

/**
* | output |
* | --- |
* | "{title} at {place}" |
*
* @param {Dash_Event_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_event_at = /** @type {((inputs: Dash_Event_AtInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Event_AtInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_event_at(inputs)
	if (locale === "fr") return fr_dash_event_at(inputs)
	if (locale === "de") return de_dash_event_at(inputs)
	if (locale === "pt-BR") return pt_br2_dash_event_at(inputs)
	if (locale === "it") return it_dash_event_at(inputs)
	if (locale === "ar") return ar_dash_event_at(inputs)
	return en_dash_event_at(inputs)
});