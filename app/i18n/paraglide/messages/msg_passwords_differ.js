/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passwords_DifferInputs */

const en_msg_passwords_differ = /** @type {(inputs: Msg_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The two passwords are not the same`)
};

const es_msg_passwords_differ = /** @type {(inputs: Msg_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las dos contraseñas no coinciden`)
};

const fr_msg_passwords_differ = /** @type {(inputs: Msg_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les deux mots de passe ne sont pas identiques`)
};

const de_msg_passwords_differ = /** @type {(inputs: Msg_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die beiden Passwörter stimmen nicht überein`)
};

const pt_br2_msg_passwords_differ = /** @type {(inputs: Msg_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As duas senhas não são iguais`)
};

const it_msg_passwords_differ = /** @type {(inputs: Msg_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le due password non coincidono`)
};

const ar_msg_passwords_differ = /** @type {(inputs: Msg_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمتا المرور غير متطابقتين`)
};

/**
* | output |
* | --- |
* | "The two passwords are not the same" |
*
* @param {Msg_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passwords_differ = /** @type {((inputs?: Msg_Passwords_DifferInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passwords_DifferInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passwords_differ(inputs)
	if (locale === "fr") return fr_msg_passwords_differ(inputs)
	if (locale === "de") return de_msg_passwords_differ(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passwords_differ(inputs)
	if (locale === "it") return it_msg_passwords_differ(inputs)
	if (locale === "ar") return ar_msg_passwords_differ(inputs)
	return en_msg_passwords_differ(inputs)
});