/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_PitchesInputs */

const en_dash_pitches = /** @type {(inputs: Dash_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pitches`)
};

const es_dash_pitches = /** @type {(inputs: Dash_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares`)
};

const fr_dash_pitches = /** @type {(inputs: Dash_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots`)
};

const de_dash_pitches = /** @type {(inputs: Dash_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielorte`)
};

const pt_br2_dash_pitches = /** @type {(inputs: Dash_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pontos`)
};

const it_dash_pitches = /** @type {(inputs: Dash_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postazioni`)
};

const ar_dash_pitches = /** @type {(inputs: Dash_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أماكن العزف`)
};

/**
* | output |
* | --- |
* | "Pitches" |
*
* @param {Dash_PitchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_pitches = /** @type {((inputs?: Dash_PitchesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_PitchesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_pitches(inputs)
	if (locale === "fr") return fr_dash_pitches(inputs)
	if (locale === "de") return de_dash_pitches(inputs)
	if (locale === "pt-BR") return pt_br2_dash_pitches(inputs)
	if (locale === "it") return it_dash_pitches(inputs)
	if (locale === "ar") return ar_dash_pitches(inputs)
	return en_dash_pitches(inputs)
});