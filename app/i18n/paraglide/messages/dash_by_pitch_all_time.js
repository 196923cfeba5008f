/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_By_Pitch_All_TimeInputs */

const en_dash_by_pitch_all_time = /** @type {(inputs: Dash_By_Pitch_All_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since each pitch was added.`)
};

const es_dash_by_pitch_all_time = /** @type {(inputs: Dash_By_Pitch_All_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde que se añadió cada lugar.`)
};

const fr_dash_by_pitch_all_time = /** @type {(inputs: Dash_By_Pitch_All_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis l’ajout de chaque emplacement.`)
};

const de_dash_by_pitch_all_time = /** @type {(inputs: Dash_By_Pitch_All_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seit jeder Spielort angelegt wurde.`)
};

const pt_br2_dash_by_pitch_all_time = /** @type {(inputs: Dash_By_Pitch_All_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde que cada ponto foi adicionado.`)
};

const it_dash_by_pitch_all_time = /** @type {(inputs: Dash_By_Pitch_All_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da quando ogni postazione è stata aggiunta.`)
};

const ar_dash_by_pitch_all_time = /** @type {(inputs: Dash_By_Pitch_All_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منذ إضافة كل مكان.`)
};

/**
* | output |
* | --- |
* | "Since each pitch was added." |
*
* @param {Dash_By_Pitch_All_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_by_pitch_all_time = /** @type {((inputs?: Dash_By_Pitch_All_TimeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_By_Pitch_All_TimeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_by_pitch_all_time(inputs)
	if (locale === "fr") return fr_dash_by_pitch_all_time(inputs)
	if (locale === "de") return de_dash_by_pitch_all_time(inputs)
	if (locale === "pt-BR") return pt_br2_dash_by_pitch_all_time(inputs)
	if (locale === "it") return it_dash_by_pitch_all_time(inputs)
	if (locale === "ar") return ar_dash_by_pitch_all_time(inputs)
	return en_dash_by_pitch_all_time(inputs)
});