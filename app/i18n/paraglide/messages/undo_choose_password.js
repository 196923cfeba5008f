/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Undo_Choose_PasswordInputs */

const en_undo_choose_password = /** @type {(inputs: Undo_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const es_undo_choose_password = /** @type {(inputs: Undo_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva`)
};

const fr_undo_choose_password = /** @type {(inputs: Undo_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe`)
};

const de_undo_choose_password = /** @type {(inputs: Undo_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wählen`)
};

const pt_br2_undo_choose_password = /** @type {(inputs: Undo_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova senha`)
};

const it_undo_choose_password = /** @type {(inputs: Undo_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una nuova password`)
};

const ar_undo_choose_password = /** @type {(inputs: Undo_Choose_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Undo_Choose_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const undo_choose_password = /** @type {((inputs?: Undo_Choose_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Undo_Choose_PasswordInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_undo_choose_password(inputs)
	if (locale === "fr") return fr_undo_choose_password(inputs)
	if (locale === "de") return de_undo_choose_password(inputs)
	if (locale === "pt-BR") return pt_br2_undo_choose_password(inputs)
	if (locale === "it") return it_undo_choose_password(inputs)
	if (locale === "ar") return ar_undo_choose_password(inputs)
	return en_undo_choose_password(inputs)
});