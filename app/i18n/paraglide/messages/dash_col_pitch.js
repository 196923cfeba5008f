/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_PitchInputs */

const en_dash_col_pitch = /** @type {(inputs: Dash_Col_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pitch`)
};

const es_dash_col_pitch = /** @type {(inputs: Dash_Col_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

const fr_dash_col_pitch = /** @type {(inputs: Dash_Col_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spot`)
};

const de_dash_col_pitch = /** @type {(inputs: Dash_Col_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielort`)
};

const pt_br2_dash_col_pitch = /** @type {(inputs: Dash_Col_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponto`)
};

const it_dash_col_pitch = /** @type {(inputs: Dash_Col_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postazione`)
};

const ar_dash_col_pitch = /** @type {(inputs: Dash_Col_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المكان`)
};

/**
* | output |
* | --- |
* | "Pitch" |
*
* @param {Dash_Col_PitchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_pitch = /** @type {((inputs?: Dash_Col_PitchInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_PitchInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_pitch(inputs)
	if (locale === "fr") return fr_dash_col_pitch(inputs)
	if (locale === "de") return de_dash_col_pitch(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_pitch(inputs)
	if (locale === "it") return it_dash_col_pitch(inputs)
	if (locale === "ar") return ar_dash_col_pitch(inputs)
	return en_dash_col_pitch(inputs)
});