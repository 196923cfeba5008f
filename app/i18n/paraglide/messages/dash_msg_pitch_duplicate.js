/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Pitch_DuplicateInputs */

const en_dash_msg_pitch_duplicate = /** @type {(inputs: Dash_Msg_Pitch_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have a pitch with that name`)
};

const es_dash_msg_pitch_duplicate = /** @type {(inputs: Dash_Msg_Pitch_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes un lugar con ese nombre`)
};

const fr_dash_msg_pitch_duplicate = /** @type {(inputs: Dash_Msg_Pitch_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un spot de ce nom`)
};

const de_dash_msg_pitch_duplicate = /** @type {(inputs: Dash_Msg_Pitch_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast schon einen Spielort mit diesem Namen`)
};

const pt_br2_dash_msg_pitch_duplicate = /** @type {(inputs: Dash_Msg_Pitch_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você já tem um ponto com esse nome`)
};

const it_dash_msg_pitch_duplicate = /** @type {(inputs: Dash_Msg_Pitch_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai già una postazione con questo nome`)
};

const ar_dash_msg_pitch_duplicate = /** @type {(inputs: Dash_Msg_Pitch_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديك مكان بهذا الاسم بالفعل`)
};

/**
* | output |
* | --- |
* | "You already have a pitch with that name" |
*
* @param {Dash_Msg_Pitch_DuplicateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_pitch_duplicate = /** @type {((inputs?: Dash_Msg_Pitch_DuplicateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Pitch_DuplicateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_pitch_duplicate(inputs)
	if (locale === "fr") return fr_dash_msg_pitch_duplicate(inputs)
	if (locale === "de") return de_dash_msg_pitch_duplicate(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_pitch_duplicate(inputs)
	if (locale === "it") return it_dash_msg_pitch_duplicate(inputs)
	if (locale === "ar") return ar_dash_msg_pitch_duplicate(inputs)
	return en_dash_msg_pitch_duplicate(inputs)
});