/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Wrong_PasswordInputs */

const en_msg_wrong_password = /** @type {(inputs: Msg_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong password for existing account`)
};

const es_msg_wrong_password = /** @type {(inputs: Msg_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña incorrecta para una cuenta existente`)
};

const fr_msg_wrong_password = /** @type {(inputs: Msg_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe incorrect pour un compte existant`)
};

const de_msg_wrong_password = /** @type {(inputs: Msg_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falsches Passwort für ein bestehendes Konto`)
};

const pt_br2_msg_wrong_password = /** @type {(inputs: Msg_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha incorreta para uma conta existente`)
};

const it_msg_wrong_password = /** @type {(inputs: Msg_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password errata per un account esistente`)
};

const ar_msg_wrong_password = /** @type {(inputs: Msg_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة مرور خاطئة لحساب موجود`)
};

/**
* | output |
* | --- |
* | "Wrong password for existing account" |
*
* @param {Msg_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_wrong_password = /** @type {((inputs?: Msg_Wrong_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Wrong_PasswordInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_wrong_password(inputs)
	if (locale === "fr") return fr_msg_wrong_password(inputs)
	if (locale === "de") return de_msg_wrong_password(inputs)
	if (locale === "pt-BR") return pt_br2_msg_wrong_password(inputs)
	if (locale === "it") return it_msg_wrong_password(inputs)
	if (locale === "ar") return ar_msg_wrong_password(inputs)
	return en_msg_wrong_password(inputs)
});