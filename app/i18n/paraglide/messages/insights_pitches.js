/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_PitchesInputs */

const en_insights_pitches = /** @type {(inputs: Insights_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pitches and sessions`)
};

const es_insights_pitches = /** @type {(inputs: Insights_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares y sesiones`)
};

const fr_insights_pitches = /** @type {(inputs: Insights_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacements et sessions`)
};

const de_insights_pitches = /** @type {(inputs: Insights_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielorte und Sessions`)
};

const pt_br2_insights_pitches = /** @type {(inputs: Insights_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pontos e sessões`)
};

const it_insights_pitches = /** @type {(inputs: Insights_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postazioni e sessioni`)
};

const ar_insights_pitches = /** @type {(inputs: Insights_PitchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأماكن والجلسات`)
};

/**
* | output |
* | --- |
* | "Pitches and sessions" |
*
* @param {Insights_PitchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_pitches = /** @type {((inputs?: Insights_PitchesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_PitchesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_pitches(inputs)
	if (locale === "fr") return fr_insights_pitches(inputs)
	if (locale === "de") return de_insights_pitches(inputs)
	if (locale === "pt-BR") return pt_br2_insights_pitches(inputs)
	if (locale === "it") return it_insights_pitches(inputs)
	if (locale === "ar") return ar_insights_pitches(inputs)
	return en_insights_pitches(inputs)
});