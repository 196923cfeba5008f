/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Unknown_LocationInputs */

const en_dash_unknown_location = /** @type {(inputs: Dash_Unknown_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown location`)
};

const es_dash_unknown_location = /** @type {(inputs: Dash_Unknown_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación desconocida`)
};

const fr_dash_unknown_location = /** @type {(inputs: Dash_Unknown_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu inconnu`)
};

const de_dash_unknown_location = /** @type {(inputs: Dash_Unknown_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort unbekannt`)
};

const pt_br2_dash_unknown_location = /** @type {(inputs: Dash_Unknown_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local desconhecido`)
};

const it_dash_unknown_location = /** @type {(inputs: Dash_Unknown_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo sconosciuto`)
};

const ar_dash_unknown_location = /** @type {(inputs: Dash_Unknown_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موقع غير معروف`)
};

/**
* | output |
* | --- |
* | "Unknown location" |
*
* @param {Dash_Unknown_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_unknown_location = /** @type {((inputs?: Dash_Unknown_LocationInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Unknown_LocationInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_unknown_location(inputs)
	if (locale === "fr") return fr_dash_unknown_location(inputs)
	if (locale === "de") return de_dash_unknown_location(inputs)
	if (locale === "pt-BR") return pt_br2_dash_unknown_location(inputs)
	if (locale === "it") return it_dash_unknown_location(inputs)
	if (locale === "ar") return ar_dash_unknown_location(inputs)
	return en_dash_unknown_location(inputs)
});