/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_TitleInputs */

const en_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in`)
};

const es_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión en dos pasos`)
};

const fr_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en deux étapes`)
};

const de_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Anmeldung`)
};

const pt_br2_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login em duas etapas`)
};

const it_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso in due passaggi`)
};

const ar_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول بخطوتين`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in" |
*
* @param {Settings_2fa_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_title = /** @type {((inputs?: Settings_2fa_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_title(inputs)
	if (locale === "fr") return fr_settings_2fa_title(inputs)
	if (locale === "de") return de_settings_2fa_title(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_title(inputs)
	if (locale === "it") return it_settings_2fa_title(inputs)
	if (locale === "ar") return ar_settings_2fa_title(inputs)
	return en_settings_2fa_title(inputs)
});