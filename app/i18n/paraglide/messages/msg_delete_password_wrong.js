/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Delete_Password_WrongInputs */

const en_msg_delete_password_wrong = /** @type {(inputs: Msg_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is not right`)
};

const es_msg_delete_password_wrong = /** @type {(inputs: Msg_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña no es correcta`)
};

const fr_msg_delete_password_wrong = /** @type {(inputs: Msg_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe n'est pas correct`)
};

const de_msg_delete_password_wrong = /** @type {(inputs: Msg_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort ist nicht richtig`)
};

const pt_br2_msg_delete_password_wrong = /** @type {(inputs: Msg_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha não está correta`)
};

const it_msg_delete_password_wrong = /** @type {(inputs: Msg_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password non è corretta`)
};

const ar_msg_delete_password_wrong = /** @type {(inputs: Msg_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور غير صحيحة`)
};

/**
* | output |
* | --- |
* | "The password is not right" |
*
* @param {Msg_Delete_Password_WrongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_delete_password_wrong = /** @type {((inputs?: Msg_Delete_Password_WrongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Delete_Password_WrongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_delete_password_wrong(inputs)
	if (locale === "fr") return fr_msg_delete_password_wrong(inputs)
	if (locale === "de") return de_msg_delete_password_wrong(inputs)
	if (locale === "pt-BR") return pt_br2_msg_delete_password_wrong(inputs)
	if (locale === "it") return it_msg_delete_password_wrong(inputs)
	if (locale === "ar") return ar_msg_delete_password_wrong(inputs)
	return en_msg_delete_password_wrong(inputs)
});