/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Msg_Password_Too_ShortInputs */

const en_msg_password_too_short = /** @type {(inputs: Msg_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password must be at least ${i?.min} characters`)
};

const es_msg_password_too_short = /** @type {(inputs: Msg_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener al menos ${i?.min} caracteres`)
};

const fr_msg_password_too_short = /** @type {(inputs: Msg_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au moins ${i?.min} caractères`)
};

const de_msg_password_too_short = /** @type {(inputs: Msg_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Passwort muss mindestens ${i?.min} Zeichen lang sein`)
};

const pt_br2_msg_password_too_short = /** @type {(inputs: Msg_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A senha deve ter pelo menos ${i?.min} caracteres`)
};

const it_msg_password_too_short = /** @type {(inputs: Msg_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La password deve avere almeno ${i?.min} caratteri`)
};

const ar_msg_password_too_short = /** @type {(inputs: Msg_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يجب ألا تقل كلمة المرور عن ${i?.min} أحرف`)
};

/**
* | output |
* | --- |
* | "Password must be at least {min} characters" |
*
* @param {Msg_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_password_too_short = /** @type {((inputs: Msg_Password_Too_ShortInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Password_Too_ShortInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_password_too_short(inputs)
	if (locale === "fr") return fr_msg_password_too_short(inputs)
	if (locale === "de") return de_msg_password_too_short(inputs)
	if (locale === "pt-BR") return pt_br2_msg_password_too_short(inputs)
	if (locale === "it") return it_msg_password_too_short(inputs)
	if (locale === "ar") return ar_msg_password_too_short(inputs)
	return en_msg_password_too_short(inputs)
});