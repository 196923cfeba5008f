/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_All_PitchesInputs */

const en_dash_all_pitches = /** @type {(inputs: Dash_All_PitchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show every pitch (${i?.count})`)
};

const es_dash_all_pitches = /** @type {(inputs: Dash_All_PitchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar todos los lugares (${i?.count})`)
};

const fr_dash_all_pitches = /** @type {(inputs: Dash_All_PitchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afficher tous les emplacements (${i?.count})`)
};

const de_dash_all_pitches = /** @type {(inputs: Dash_All_PitchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Spielorte zeigen (${i?.count})`)
};

const pt_br2_dash_all_pitches = /** @type {(inputs: Dash_All_PitchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar todos os pontos (${i?.count})`)
};

const it_dash_all_pitches = /** @type {(inputs: Dash_All_PitchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostra tutte le postazioni (${i?.count})`)
};

const ar_dash_all_pitches = /** @type {(inputs: Dash_All_PitchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اعرض كل أماكن العرض (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Show every pitch ({count})" |
*
* @param {Dash_All_PitchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_all_pitches = /** @type {((inputs: Dash_All_PitchesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_All_PitchesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_all_pitches(inputs)
	if (locale === "fr") return fr_dash_all_pitches(inputs)
	if (locale === "de") return de_dash_all_pitches(inputs)
	if (locale === "pt-BR") return pt_br2_dash_all_pitches(inputs)
	if (locale === "it") return it_dash_all_pitches(inputs)
	if (locale === "ar") return ar_dash_all_pitches(inputs)
	return en_dash_all_pitches(inputs)
});