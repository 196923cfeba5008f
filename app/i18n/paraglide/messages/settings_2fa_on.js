/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_OnInputs */

const en_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On: signing in asks for a code from your authenticator app.`)
};

const es_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado: al iniciar sesión se pide un código de tu app de autenticación.`)
};

const fr_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activée : la connexion demande un code de votre appli d'authentification.`)
};

const de_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An: Beim Anmelden wird ein Code aus deiner Authentifizierungs-App abgefragt.`)
};

const pt_br2_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativado: ao entrar, é pedido um código do seu app autenticador.`)
};

const it_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attivo: l'accesso chiede un codice dalla tua app di autenticazione.`)
};

const ar_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفعّل: يطلب تسجيل الدخول رمزًا من تطبيق المصادقة.`)
};

/**
* | output |
* | --- |
* | "On: signing in asks for a code from your authenticator app." |
*
* @param {Settings_2fa_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_on = /** @type {((inputs?: Settings_2fa_OnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_OnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_on(inputs)
	if (locale === "fr") return fr_settings_2fa_on(inputs)
	if (locale === "de") return de_settings_2fa_on(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_on(inputs)
	if (locale === "it") return it_settings_2fa_on(inputs)
	if (locale === "ar") return ar_settings_2fa_on(inputs)
	return en_settings_2fa_on(inputs)
});