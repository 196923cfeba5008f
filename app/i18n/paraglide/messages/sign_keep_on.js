/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Keep_OnInputs */

const en_sign_keep_on = /** @type {(inputs: Sign_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep your screen on: turn off auto-lock in your phone's settings`)
};

const es_sign_keep_on = /** @type {(inputs: Sign_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantén la pantalla encendida: desactiva el bloqueo automático en los ajustes del teléfono`)
};

const fr_sign_keep_on = /** @type {(inputs: Sign_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardez l'écran allumé : désactivez le verrouillage automatique dans les réglages du téléphone`)
};

const de_sign_keep_on = /** @type {(inputs: Sign_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lass den Bildschirm an: Schalte die automatische Sperre in den Einstellungen aus`)
};

const pt_br2_sign_keep_on = /** @type {(inputs: Sign_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenha a tela ligada: desative o bloqueio automático nos ajustes do celular`)
};

const it_sign_keep_on = /** @type {(inputs: Sign_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tieni lo schermo acceso: disattiva il blocco automatico nelle impostazioni del telefono`)
};

const ar_sign_keep_on = /** @type {(inputs: Sign_Keep_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أبقِ الشاشة مضاءة: أوقف القفل التلقائي من إعدادات هاتفك`)
};

/**
* | output |
* | --- |
* | "Keep your screen on: turn off auto-lock in your phone's settings" |
*
* @param {Sign_Keep_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_keep_on = /** @type {((inputs?: Sign_Keep_OnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Keep_OnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_keep_on(inputs)
	if (locale === "fr") return fr_sign_keep_on(inputs)
	if (locale === "de") return de_sign_keep_on(inputs)
	if (locale === "pt-BR") return pt_br2_sign_keep_on(inputs)
	if (locale === "it") return it_sign_keep_on(inputs)
	if (locale === "ar") return ar_sign_keep_on(inputs)
	return en_sign_keep_on(inputs)
});