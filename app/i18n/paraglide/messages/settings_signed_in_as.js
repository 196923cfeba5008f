/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Signed_In_AsInputs */

const en_settings_signed_in_as = /** @type {(inputs: Settings_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

const es_settings_signed_in_as = /** @type {(inputs: Settings_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión iniciada como`)
};

const fr_settings_signed_in_as = /** @type {(inputs: Settings_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecté en tant que`)
};

const de_settings_signed_in_as = /** @type {(inputs: Settings_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet als`)
};

const pt_br2_settings_signed_in_as = /** @type {(inputs: Settings_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectado como`)
};

const it_settings_signed_in_as = /** @type {(inputs: Settings_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso effettuato come`)
};

const ar_settings_signed_in_as = /** @type {(inputs: Settings_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Settings_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_signed_in_as = /** @type {((inputs?: Settings_Signed_In_AsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Signed_In_AsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_signed_in_as(inputs)
	if (locale === "fr") return fr_settings_signed_in_as(inputs)
	if (locale === "de") return de_settings_signed_in_as(inputs)
	if (locale === "pt-BR") return pt_br2_settings_signed_in_as(inputs)
	if (locale === "it") return it_settings_signed_in_as(inputs)
	if (locale === "ar") return ar_settings_signed_in_as(inputs)
	return en_settings_signed_in_as(inputs)
});