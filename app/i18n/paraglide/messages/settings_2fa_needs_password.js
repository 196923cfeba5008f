/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Needs_PasswordInputs */

const en_settings_2fa_needs_password = /** @type {(inputs: Settings_2fa_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor needs a password: use “Forgot password?” on the sign-in page to set one.`)
};

const es_settings_2fa_needs_password = /** @type {(inputs: Settings_2fa_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio en dos pasos necesita una contraseña: usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para crear una.`)
};

const fr_settings_2fa_needs_password = /** @type {(inputs: Settings_2fa_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes demande un mot de passe : utilisez « Mot de passe oublié ? » sur la page de connexion pour en définir un.`)
};

const de_settings_2fa_needs_password = /** @type {(inputs: Settings_2fa_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor braucht ein Passwort: Nutze „Passwort vergessen?“ auf der Anmeldeseite, um eins festzulegen.`)
};

const pt_br2_settings_2fa_needs_password = /** @type {(inputs: Settings_2fa_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O login em duas etapas precisa de uma senha: use “Esqueceu a senha?” na página de login para criar uma.`)
};

const it_settings_2fa_needs_password = /** @type {(inputs: Settings_2fa_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'accesso in due passaggi richiede una password: usa “Password dimenticata?” nella pagina di accesso per impostarne una.`)
};

const ar_settings_2fa_needs_password = /** @type {(inputs: Settings_2fa_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتطلب تسجيل الدخول بخطوتين كلمة مرور: استخدم «نسيت كلمة المرور؟» في صفحة تسجيل الدخول لتعيين واحدة.`)
};

/**
* | output |
* | --- |
* | "Two-factor needs a password: use “Forgot password?” on the sign-in page to set one." |
*
* @param {Settings_2fa_Needs_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_needs_password = /** @type {((inputs?: Settings_2fa_Needs_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Needs_PasswordInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_needs_password(inputs)
	if (locale === "fr") return fr_settings_2fa_needs_password(inputs)
	if (locale === "de") return de_settings_2fa_needs_password(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_needs_password(inputs)
	if (locale === "it") return it_settings_2fa_needs_password(inputs)
	if (locale === "ar") return ar_settings_2fa_needs_password(inputs)
	return en_settings_2fa_needs_password(inputs)
});