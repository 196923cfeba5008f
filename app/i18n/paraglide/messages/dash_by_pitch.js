/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_By_PitchInputs */

const en_dash_by_pitch = /** @type {(inputs: Dash_By_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By pitch`)
};

const es_dash_by_pitch = /** @type {(inputs: Dash_By_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por lugar`)
};

const fr_dash_by_pitch = /** @type {(inputs: Dash_By_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par spot`)
};

const de_dash_by_pitch = /** @type {(inputs: Dash_By_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Spielort`)
};

const pt_br2_dash_by_pitch = /** @type {(inputs: Dash_By_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ponto`)
};

const it_dash_by_pitch = /** @type {(inputs: Dash_By_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per postazione`)
};

const ar_dash_by_pitch = /** @type {(inputs: Dash_By_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسب المكان`)
};

/**
* | output |
* | --- |
* | "By pitch" |
*
* @param {Dash_By_PitchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_by_pitch = /** @type {((inputs?: Dash_By_PitchInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_By_PitchInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_by_pitch(inputs)
	if (locale === "fr") return fr_dash_by_pitch(inputs)
	if (locale === "de") return de_dash_by_pitch(inputs)
	if (locale === "pt-BR") return pt_br2_dash_by_pitch(inputs)
	if (locale === "it") return it_dash_by_pitch(inputs)
	if (locale === "ar") return ar_dash_by_pitch(inputs)
	return en_dash_by_pitch(inputs)
});