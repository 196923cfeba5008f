/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Your_EventsInputs */

const en_owner_your_events = /** @type {(inputs: Owner_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your events`)
};

const es_owner_your_events = /** @type {(inputs: Owner_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus eventos`)
};

const fr_owner_your_events = /** @type {(inputs: Owner_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos événements`)
};

const de_owner_your_events = /** @type {(inputs: Owner_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Veranstaltungen`)
};

const pt_br2_owner_your_events = /** @type {(inputs: Owner_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus eventos`)
};

const it_owner_your_events = /** @type {(inputs: Owner_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I tuoi eventi`)
};

const ar_owner_your_events = /** @type {(inputs: Owner_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فعالياتك`)
};

/**
* | output |
* | --- |
* | "Your events" |
*
* @param {Owner_Your_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_your_events = /** @type {((inputs?: Owner_Your_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Your_EventsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_your_events(inputs)
	if (locale === "fr") return fr_owner_your_events(inputs)
	if (locale === "de") return de_owner_your_events(inputs)
	if (locale === "pt-BR") return pt_br2_owner_your_events(inputs)
	if (locale === "it") return it_owner_your_events(inputs)
	if (locale === "ar") return ar_owner_your_events(inputs)
	return en_owner_your_events(inputs)
});