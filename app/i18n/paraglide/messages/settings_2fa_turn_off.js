/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Turn_OffInputs */

const en_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor`)
};

const es_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar el inicio en dos pasos`)
};

const fr_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver la connexion en deux étapes`)
};

const de_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor ausschalten`)
};

const pt_br2_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar o login em duas etapas`)
};

const it_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattiva l'accesso in due passaggi`)
};

const ar_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعطيل تسجيل الدخول بخطوتين`)
};

/**
* | output |
* | --- |
* | "Turn off two-factor" |
*
* @param {Settings_2fa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_turn_off = /** @type {((inputs?: Settings_2fa_Turn_OffInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Turn_OffInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_turn_off(inputs)
	if (locale === "fr") return fr_settings_2fa_turn_off(inputs)
	if (locale === "de") return de_settings_2fa_turn_off(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_turn_off(inputs)
	if (locale === "it") return it_settings_2fa_turn_off(inputs)
	if (locale === "ar") return ar_settings_2fa_turn_off(inputs)
	return en_settings_2fa_turn_off(inputs)
});