/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_By_Pitch_RangeInputs */

const en_dash_by_pitch_range = /** @type {(inputs: Dash_By_Pitch_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By date range`)
};

const es_dash_by_pitch_range = /** @type {(inputs: Dash_By_Pitch_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por periodo`)
};

const fr_dash_by_pitch_range = /** @type {(inputs: Dash_By_Pitch_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par période`)
};

const de_dash_by_pitch_range = /** @type {(inputs: Dash_By_Pitch_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Zeitraum`)
};

const pt_br2_dash_by_pitch_range = /** @type {(inputs: Dash_By_Pitch_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por período`)
};

const it_dash_by_pitch_range = /** @type {(inputs: Dash_By_Pitch_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per periodo`)
};

const ar_dash_by_pitch_range = /** @type {(inputs: Dash_By_Pitch_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسب الفترة`)
};

/**
* | output |
* | --- |
* | "By date range" |
*
* @param {Dash_By_Pitch_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_by_pitch_range = /** @type {((inputs?: Dash_By_Pitch_RangeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_By_Pitch_RangeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_by_pitch_range(inputs)
	if (locale === "fr") return fr_dash_by_pitch_range(inputs)
	if (locale === "de") return de_dash_by_pitch_range(inputs)
	if (locale === "pt-BR") return pt_br2_dash_by_pitch_range(inputs)
	if (locale === "it") return it_dash_by_pitch_range(inputs)
	if (locale === "ar") return ar_dash_by_pitch_range(inputs)
	return en_dash_by_pitch_range(inputs)
});