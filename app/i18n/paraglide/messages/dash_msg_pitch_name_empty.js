/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Pitch_Name_EmptyInputs */

const en_dash_msg_pitch_name_empty = /** @type {(inputs: Dash_Msg_Pitch_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name the place, for example “Pier 39”`)
};

const es_dash_msg_pitch_name_empty = /** @type {(inputs: Dash_Msg_Pitch_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponle nombre al lugar, por ejemplo «Pier 39»`)
};

const fr_dash_msg_pitch_name_empty = /** @type {(inputs: Dash_Msg_Pitch_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nommez l’endroit, par exemple « Pier 39 »`)
};

const de_dash_msg_pitch_name_empty = /** @type {(inputs: Dash_Msg_Pitch_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib dem Ort einen Namen, zum Beispiel „Pier 39“`)
};

const pt_br2_dash_msg_pitch_name_empty = /** @type {(inputs: Dash_Msg_Pitch_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dê um nome ao lugar, por exemplo “Pier 39”`)
};

const it_dash_msg_pitch_name_empty = /** @type {(inputs: Dash_Msg_Pitch_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dai un nome al posto, per esempio “Pier 39”`)
};

const ar_dash_msg_pitch_name_empty = /** @type {(inputs: Dash_Msg_Pitch_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سمِّ المكان، مثل «Pier 39»`)
};

/**
* | output |
* | --- |
* | "Name the place, for example “Pier 39”" |
*
* @param {Dash_Msg_Pitch_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_pitch_name_empty = /** @type {((inputs?: Dash_Msg_Pitch_Name_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Pitch_Name_EmptyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_pitch_name_empty(inputs)
	if (locale === "fr") return fr_dash_msg_pitch_name_empty(inputs)
	if (locale === "de") return de_dash_msg_pitch_name_empty(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_pitch_name_empty(inputs)
	if (locale === "it") return it_dash_msg_pitch_name_empty(inputs)
	if (locale === "ar") return ar_dash_msg_pitch_name_empty(inputs)
	return en_dash_msg_pitch_name_empty(inputs)
});