/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Dash_Msg_Pitch_Name_LongInputs */

const en_dash_msg_pitch_name_long = /** @type {(inputs: Dash_Msg_Pitch_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep it to ${i?.max} characters or fewer`)
};

const es_dash_msg_pitch_name_long = /** @type {(inputs: Dash_Msg_Pitch_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usa ${i?.max} caracteres como máximo`)
};

const fr_dash_msg_pitch_name_long = /** @type {(inputs: Dash_Msg_Pitch_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} caractères au plus`)
};

const de_dash_msg_pitch_name_long = /** @type {(inputs: Dash_Msg_Pitch_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Zeichen`)
};

const pt_br2_dash_msg_pitch_name_long = /** @type {(inputs: Dash_Msg_Pitch_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use no máximo ${i?.max} caracteres`)
};

const it_dash_msg_pitch_name_long = /** @type {(inputs: Dash_Msg_Pitch_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al massimo ${i?.max} caratteri`)
};

const ar_dash_msg_pitch_name_long = /** @type {(inputs: Dash_Msg_Pitch_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا تتجاوز ${i?.max} حرفًا`)
};

/**
* | output |
* | --- |
* | "Keep it to {max} characters or fewer" |
*
* @param {Dash_Msg_Pitch_Name_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_pitch_name_long = /** @type {((inputs: Dash_Msg_Pitch_Name_LongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Pitch_Name_LongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_pitch_name_long(inputs)
	if (locale === "fr") return fr_dash_msg_pitch_name_long(inputs)
	if (locale === "de") return de_dash_msg_pitch_name_long(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_pitch_name_long(inputs)
	if (locale === "it") return it_dash_msg_pitch_name_long(inputs)
	if (locale === "ar") return ar_dash_msg_pitch_name_long(inputs)
	return en_dash_msg_pitch_name_long(inputs)
});