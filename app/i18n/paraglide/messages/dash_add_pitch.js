/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_PitchInputs */

const en_dash_add_pitch = /** @type {(inputs: Dash_Add_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add pitch`)
};

const es_dash_add_pitch = /** @type {(inputs: Dash_Add_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir lugar`)
};

const fr_dash_add_pitch = /** @type {(inputs: Dash_Add_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter le spot`)
};

const de_dash_add_pitch = /** @type {(inputs: Dash_Add_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielort hinzufügen`)
};

const pt_br2_dash_add_pitch = /** @type {(inputs: Dash_Add_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar ponto`)
};

const it_dash_add_pitch = /** @type {(inputs: Dash_Add_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi postazione`)
};

const ar_dash_add_pitch = /** @type {(inputs: Dash_Add_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة المكان`)
};

/**
* | output |
* | --- |
* | "Add pitch" |
*
* @param {Dash_Add_PitchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_add_pitch = /** @type {((inputs?: Dash_Add_PitchInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_PitchInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_add_pitch(inputs)
	if (locale === "fr") return fr_dash_add_pitch(inputs)
	if (locale === "de") return de_dash_add_pitch(inputs)
	if (locale === "pt-BR") return pt_br2_dash_add_pitch(inputs)
	if (locale === "it") return it_dash_add_pitch(inputs)
	if (locale === "ar") return ar_dash_add_pitch(inputs)
	return en_dash_add_pitch(inputs)
});