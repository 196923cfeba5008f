/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Current_Password_WrongInputs */

const en_msg_current_password_wrong = /** @type {(inputs: Msg_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current password is not right`)
};

const es_msg_current_password_wrong = /** @type {(inputs: Msg_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña actual no es correcta`)
};

const fr_msg_current_password_wrong = /** @type {(inputs: Msg_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe actuel n'est pas correct`)
};

const de_msg_current_password_wrong = /** @type {(inputs: Msg_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das aktuelle Passwort ist nicht richtig`)
};

const pt_br2_msg_current_password_wrong = /** @type {(inputs: Msg_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha atual não está correta`)
};

const it_msg_current_password_wrong = /** @type {(inputs: Msg_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password attuale non è corretta`)
};

const ar_msg_current_password_wrong = /** @type {(inputs: Msg_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الحالية غير صحيحة`)
};

/**
* | output |
* | --- |
* | "The current password is not right" |
*
* @param {Msg_Current_Password_WrongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_current_password_wrong = /** @type {((inputs?: Msg_Current_Password_WrongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Current_Password_WrongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_current_password_wrong(inputs)
	if (locale === "fr") return fr_msg_current_password_wrong(inputs)
	if (locale === "de") return de_msg_current_password_wrong(inputs)
	if (locale === "pt-BR") return pt_br2_msg_current_password_wrong(inputs)
	if (locale === "it") return it_msg_current_password_wrong(inputs)
	if (locale === "ar") return ar_msg_current_password_wrong(inputs)
	return en_msg_current_password_wrong(inputs)
});