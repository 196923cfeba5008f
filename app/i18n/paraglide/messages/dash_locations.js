/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_LocationsInputs */

const en_dash_locations = /** @type {(inputs: Dash_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitor locations:`)
};

const es_dash_locations = /** @type {(inputs: Dash_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación de los visitantes:`)
};

const fr_dash_locations = /** @type {(inputs: Dash_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieux des visiteurs :`)
};

const de_dash_locations = /** @type {(inputs: Dash_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standorte der Besucher:`)
};

const pt_br2_dash_locations = /** @type {(inputs: Dash_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localização dos visitantes:`)
};

const it_dash_locations = /** @type {(inputs: Dash_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posizione dei visitatori:`)
};

const ar_dash_locations = /** @type {(inputs: Dash_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مواقع الزوار:`)
};

/**
* | output |
* | --- |
* | "Visitor locations:" |
*
* @param {Dash_LocationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_locations = /** @type {((inputs?: Dash_LocationsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_LocationsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_locations(inputs)
	if (locale === "fr") return fr_dash_locations(inputs)
	if (locale === "de") return de_dash_locations(inputs)
	if (locale === "pt-BR") return pt_br2_dash_locations(inputs)
	if (locale === "it") return it_dash_locations(inputs)
	if (locale === "ar") return ar_dash_locations(inputs)
	return en_dash_locations(inputs)
});