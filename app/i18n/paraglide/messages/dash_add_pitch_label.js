/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Dash_Add_Pitch_LabelInputs */

const en_dash_add_pitch_label = /** @type {(inputs: Dash_Add_Pitch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a pitch (a place you play, up to ${i?.max} characters)`)
};

const es_dash_add_pitch_label = /** @type {(inputs: Dash_Add_Pitch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añade un lugar (donde tocas, hasta ${i?.max} caracteres)`)
};

const fr_dash_add_pitch_label = /** @type {(inputs: Dash_Add_Pitch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter un spot (un endroit où vous jouez, ${i?.max} caractères au plus)`)
};

const de_dash_add_pitch_label = /** @type {(inputs: Dash_Add_Pitch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spielort hinzufügen (ein Ort, an dem du spielst, bis zu ${i?.max} Zeichen)`)
};

const pt_br2_dash_add_pitch_label = /** @type {(inputs: Dash_Add_Pitch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adicione um ponto (um lugar onde você toca, até ${i?.max} caracteres)`)
};

const it_dash_add_pitch_label = /** @type {(inputs: Dash_Add_Pitch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiungi una postazione (un posto in cui suoni, fino a ${i?.max} caratteri)`)
};

const ar_dash_add_pitch_label = /** @type {(inputs: Dash_Add_Pitch_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أضف مكانًا (مكان تعزف فيه، حتى ${i?.max} حرفًا)`)
};

/**
* | output |
* | --- |
* | "Add a pitch (a place you play, up to {max} characters)" |
*
* @param {Dash_Add_Pitch_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_add_pitch_label = /** @type {((inputs: Dash_Add_Pitch_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_Pitch_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_add_pitch_label(inputs)
	if (locale === "fr") return fr_dash_add_pitch_label(inputs)
	if (locale === "de") return de_dash_add_pitch_label(inputs)
	if (locale === "pt-BR") return pt_br2_dash_add_pitch_label(inputs)
	if (locale === "it") return it_dash_add_pitch_label(inputs)
	if (locale === "ar") return ar_dash_add_pitch_label(inputs)
	return en_dash_add_pitch_label(inputs)
});