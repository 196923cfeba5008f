/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Control_CharacterInputs */

const en_msg_control_character = /** @type {(inputs: Msg_Control_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove control characters (such as NUL)`)
};

const es_msg_control_character = /** @type {(inputs: Msg_Control_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina los caracteres de control (como NUL)`)
};

const fr_msg_control_character = /** @type {(inputs: Msg_Control_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimez les caractères de contrôle (comme NUL)`)
};

const de_msg_control_character = /** @type {(inputs: Msg_Control_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entferne Steuerzeichen (wie NUL)`)
};

const pt_br2_msg_control_character = /** @type {(inputs: Msg_Control_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remova os caracteres de controle (como NUL)`)
};

const it_msg_control_character = /** @type {(inputs: Msg_Control_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi i caratteri di controllo (come NUL)`)
};

const ar_msg_control_character = /** @type {(inputs: Msg_Control_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أزل أحرف التحكم (مثل NUL)`)
};

/**
* | output |
* | --- |
* | "Remove control characters (such as NUL)" |
*
* @param {Msg_Control_CharacterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_control_character = /** @type {((inputs?: Msg_Control_CharacterInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Control_CharacterInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_control_character(inputs)
	if (locale === "fr") return fr_msg_control_character(inputs)
	if (locale === "de") return de_msg_control_character(inputs)
	if (locale === "pt-BR") return pt_br2_msg_control_character(inputs)
	if (locale === "it") return it_msg_control_character(inputs)
	if (locale === "ar") return ar_msg_control_character(inputs)
	return en_msg_control_character(inputs)
});