/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Msg_Pitch_AddedInputs */

const en_dash_msg_pitch_added = /** @type {(inputs: Dash_Msg_Pitch_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.name}`)
};

const es_dash_msg_pitch_added = /** @type {(inputs: Dash_Msg_Pitch_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadido: ${i?.name}`)
};

const fr_dash_msg_pitch_added = /** @type {(inputs: Dash_Msg_Pitch_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouté : ${i?.name}`)
};

const de_dash_msg_pitch_added = /** @type {(inputs: Dash_Msg_Pitch_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hinzugefügt: ${i?.name}`)
};

const pt_br2_dash_msg_pitch_added = /** @type {(inputs: Dash_Msg_Pitch_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adicionado: ${i?.name}`)
};

const it_dash_msg_pitch_added = /** @type {(inputs: Dash_Msg_Pitch_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiunta: ${i?.name}`)
};

const ar_dash_msg_pitch_added = /** @type {(inputs: Dash_Msg_Pitch_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُضيف ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Added {name}" |
*
* @param {Dash_Msg_Pitch_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_pitch_added = /** @type {((inputs: Dash_Msg_Pitch_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Pitch_AddedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_pitch_added(inputs)
	if (locale === "fr") return fr_dash_msg_pitch_added(inputs)
	if (locale === "de") return de_dash_msg_pitch_added(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_pitch_added(inputs)
	if (locale === "it") return it_dash_msg_pitch_added(inputs)
	if (locale === "ar") return ar_dash_msg_pitch_added(inputs)
	return en_dash_msg_pitch_added(inputs)
});