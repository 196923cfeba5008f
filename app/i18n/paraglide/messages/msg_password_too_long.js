/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Password_Too_LongInputs */

const en_msg_password_too_long = /** @type {(inputs: Msg_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 128 characters`)
};

const es_msg_password_too_long = /** @type {(inputs: Msg_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener como máximo 128 caracteres`)
};

const fr_msg_password_too_long = /** @type {(inputs: Msg_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au plus 128 caractères`)
};

const de_msg_password_too_long = /** @type {(inputs: Msg_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort darf höchstens 128 Zeichen lang sein`)
};

const pt_br2_msg_password_too_long = /** @type {(inputs: Msg_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha deve ter no máximo 128 caracteres`)
};

const it_msg_password_too_long = /** @type {(inputs: Msg_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password deve avere al massimo 128 caratteri`)
};

const ar_msg_password_too_long = /** @type {(inputs: Msg_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب ألا تزيد كلمة المرور عن 128 حرفًا`)
};

/**
* | output |
* | --- |
* | "Password must be at most 128 characters" |
*
* @param {Msg_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_password_too_long = /** @type {((inputs?: Msg_Password_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Password_Too_LongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_password_too_long(inputs)
	if (locale === "fr") return fr_msg_password_too_long(inputs)
	if (locale === "de") return de_msg_password_too_long(inputs)
	if (locale === "pt-BR") return pt_br2_msg_password_too_long(inputs)
	if (locale === "it") return it_msg_password_too_long(inputs)
	if (locale === "ar") return ar_msg_password_too_long(inputs)
	return en_msg_password_too_long(inputs)
});