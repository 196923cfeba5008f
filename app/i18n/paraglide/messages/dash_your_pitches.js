/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Your_PitchesInputs */

const en_dash_your_pitches = /** @type {(inputs: Dash_Your_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pitches`)
};

const es_dash_your_pitches = /** @type {(inputs: Dash_Your_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus lugares`)
};

const fr_dash_your_pitches = /** @type {(inputs: Dash_Your_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos spots`)
};

const de_dash_your_pitches = /** @type {(inputs: Dash_Your_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Spielorte`)
};

const pt_br2_dash_your_pitches = /** @type {(inputs: Dash_Your_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus pontos`)
};

const it_dash_your_pitches = /** @type {(inputs: Dash_Your_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue postazioni`)
};

const ar_dash_your_pitches = /** @type {(inputs: Dash_Your_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أماكن عزفك`)
};

/**
* | output |
* | --- |
* | "Your pitches" |
*
* @param {Dash_Your_PitchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_your_pitches = /** @type {((inputs?: Dash_Your_PitchesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Your_PitchesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_your_pitches(inputs)
	if (locale === "fr") return fr_dash_your_pitches(inputs)
	if (locale === "de") return de_dash_your_pitches(inputs)
	if (locale === "pt-BR") return pt_br2_dash_your_pitches(inputs)
	if (locale === "it") return it_dash_your_pitches(inputs)
	if (locale === "ar") return ar_dash_your_pitches(inputs)
	return en_dash_your_pitches(inputs)
});