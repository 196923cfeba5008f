/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Insights_PitchInputs */

const en_insights_pitch = /** @type {(inputs: Insights_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pitch: ${i?.name}`)
};

const es_insights_pitch = /** @type {(inputs: Insights_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lugar: ${i?.name}`)
};

const fr_insights_pitch = /** @type {(inputs: Insights_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emplacement : ${i?.name}`)
};

const de_insights_pitch = /** @type {(inputs: Insights_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spielort: ${i?.name}`)
};

const pt_br2_insights_pitch = /** @type {(inputs: Insights_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ponto: ${i?.name}`)
};

const it_insights_pitch = /** @type {(inputs: Insights_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Postazione: ${i?.name}`)
};

const ar_insights_pitch = /** @type {(inputs: Insights_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مكان العرض: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Pitch: {name}" |
*
* @param {Insights_PitchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_pitch = /** @type {((inputs: Insights_PitchInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_PitchInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_pitch(inputs)
	if (locale === "fr") return fr_insights_pitch(inputs)
	if (locale === "de") return de_insights_pitch(inputs)
	if (locale === "pt-BR") return pt_br2_insights_pitch(inputs)
	if (locale === "it") return it_insights_pitch(inputs)
	if (locale === "ar") return ar_insights_pitch(inputs)
	return en_insights_pitch(inputs)
});