/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Qr_AltInputs */

const en_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code to scan with your authenticator app`)
};

const es_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR para escanear con tu app de autenticación`)
};

const fr_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code à scanner avec votre appli d'authentification`)
};

const de_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code zum Scannen mit deiner Authentifizierungs-App`)
};

const pt_br2_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code para escanear com seu app autenticador`)
};

const it_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice QR da scansionare con la tua app di autenticazione`)
};

const ar_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز QR للمسح باستخدام تطبيق المصادقة`)
};

/**
* | output |
* | --- |
* | "QR code to scan with your authenticator app" |
*
* @param {Settings_2fa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_qr_alt = /** @type {((inputs?: Settings_2fa_Qr_AltInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Qr_AltInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_qr_alt(inputs)
	if (locale === "fr") return fr_settings_2fa_qr_alt(inputs)
	if (locale === "de") return de_settings_2fa_qr_alt(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_qr_alt(inputs)
	if (locale === "it") return it_settings_2fa_qr_alt(inputs)
	if (locale === "ar") return ar_settings_2fa_qr_alt(inputs)
	return en_settings_2fa_qr_alt(inputs)
});