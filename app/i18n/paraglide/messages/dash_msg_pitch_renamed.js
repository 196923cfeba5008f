/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Msg_Pitch_RenamedInputs */

const en_dash_msg_pitch_renamed = /** @type {(inputs: Dash_Msg_Pitch_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renamed to ${i?.name}`)
};

const es_dash_msg_pitch_renamed = /** @type {(inputs: Dash_Msg_Pitch_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renombrado a ${i?.name}`)
};

const fr_dash_msg_pitch_renamed = /** @type {(inputs: Dash_Msg_Pitch_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renommé en ${i?.name}`)
};

const de_dash_msg_pitch_renamed = /** @type {(inputs: Dash_Msg_Pitch_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umbenannt in ${i?.name}`)
};

const pt_br2_dash_msg_pitch_renamed = /** @type {(inputs: Dash_Msg_Pitch_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renomeado para ${i?.name}`)
};

const it_dash_msg_pitch_renamed = /** @type {(inputs: Dash_Msg_Pitch_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinominata in ${i?.name}`)
};

const ar_dash_msg_pitch_renamed = /** @type {(inputs: Dash_Msg_Pitch_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُعيدت التسمية إلى ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Renamed to {name}" |
*
* @param {Dash_Msg_Pitch_RenamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_pitch_renamed = /** @type {((inputs: Dash_Msg_Pitch_RenamedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Pitch_RenamedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_pitch_renamed(inputs)
	if (locale === "fr") return fr_dash_msg_pitch_renamed(inputs)
	if (locale === "de") return de_dash_msg_pitch_renamed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_pitch_renamed(inputs)
	if (locale === "it") return it_dash_msg_pitch_renamed(inputs)
	if (locale === "ar") return ar_dash_msg_pitch_renamed(inputs)
	return en_dash_msg_pitch_renamed(inputs)
});