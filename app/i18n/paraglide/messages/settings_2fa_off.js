/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_OffInputs */

const en_settings_2fa_off = /** @type {(inputs: Settings_2fa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off. Turn it on to be asked for a code from an authenticator app when you sign in.`)
};

const es_settings_2fa_off = /** @type {(inputs: Settings_2fa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado. Actívalo para que se te pida un código de una app de autenticación al iniciar sesión.`)
};

const fr_settings_2fa_off = /** @type {(inputs: Settings_2fa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivée. Activez-la pour qu'un code d'une appli d'authentification vous soit demandé à la connexion.`)
};

const de_settings_2fa_off = /** @type {(inputs: Settings_2fa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus. Schalte sie ein, damit beim Anmelden ein Code aus einer Authentifizierungs-App abgefragt wird.`)
};

const pt_br2_settings_2fa_off = /** @type {(inputs: Settings_2fa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativado. Ative para que seja pedido um código de um app autenticador quando você entrar.`)
};

const it_settings_2fa_off = /** @type {(inputs: Settings_2fa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivo. Attivalo perché all'accesso ti venga chiesto un codice da un'app di autenticazione.`)
};

const ar_settings_2fa_off = /** @type {(inputs: Settings_2fa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطّل. فعّله ليُطلب منك رمز من تطبيق مصادقة عند تسجيل الدخول.`)
};

/**
* | output |
* | --- |
* | "Off. Turn it on to be asked for a code from an authenticator app when you sign in." |
*
* @param {Settings_2fa_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_off = /** @type {((inputs?: Settings_2fa_OffInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_OffInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_off(inputs)
	if (locale === "fr") return fr_settings_2fa_off(inputs)
	if (locale === "de") return de_settings_2fa_off(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_off(inputs)
	if (locale === "it") return it_settings_2fa_off(inputs)
	if (locale === "ar") return ar_settings_2fa_off(inputs)
	return en_settings_2fa_off(inputs)
});