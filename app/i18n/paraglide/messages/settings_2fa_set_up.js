/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Set_UpInputs */

const en_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor`)
};

const es_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar el inicio en dos pasos`)
};

const fr_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurer la connexion en deux étapes`)
};

const de_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor einrichten`)
};

const pt_br2_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar o login em duas etapas`)
};

const it_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configura l'accesso in due passaggi`)
};

const ar_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعداد تسجيل الدخول بخطوتين`)
};

/**
* | output |
* | --- |
* | "Set up two-factor" |
*
* @param {Settings_2fa_Set_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_set_up = /** @type {((inputs?: Settings_2fa_Set_UpInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Set_UpInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_set_up(inputs)
	if (locale === "fr") return fr_settings_2fa_set_up(inputs)
	if (locale === "de") return de_settings_2fa_set_up(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_set_up(inputs)
	if (locale === "it") return it_settings_2fa_set_up(inputs)
	if (locale === "ar") return ar_settings_2fa_set_up(inputs)
	return en_settings_2fa_set_up(inputs)
});