/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Forgot_PasswordInputs */

const en_signup_forgot_password = /** @type {(inputs: Signup_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const es_signup_forgot_password = /** @type {(inputs: Signup_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

const fr_signup_forgot_password = /** @type {(inputs: Signup_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

const de_signup_forgot_password = /** @type {(inputs: Signup_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

const pt_br2_signup_forgot_password = /** @type {(inputs: Signup_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu a senha?`)
};

const it_signup_forgot_password = /** @type {(inputs: Signup_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password dimenticata?`)
};

const ar_signup_forgot_password = /** @type {(inputs: Signup_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور؟`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Signup_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_forgot_password = /** @type {((inputs?: Signup_Forgot_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Forgot_PasswordInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_forgot_password(inputs)
	if (locale === "fr") return fr_signup_forgot_password(inputs)
	if (locale === "de") return de_signup_forgot_password(inputs)
	if (locale === "pt-BR") return pt_br2_signup_forgot_password(inputs)
	if (locale === "it") return it_signup_forgot_password(inputs)
	if (locale === "ar") return ar_signup_forgot_password(inputs)
	return en_signup_forgot_password(inputs)
});