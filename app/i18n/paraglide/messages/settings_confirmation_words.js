/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Confirmation_WordsInputs */

const en_settings_confirmation_words = /** @type {(inputs: Settings_Confirmation_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation words`)
};

const es_settings_confirmation_words = /** @type {(inputs: Settings_Confirmation_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras de confirmación`)
};

const fr_settings_confirmation_words = /** @type {(inputs: Settings_Confirmation_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mots de confirmation`)
};

const de_settings_confirmation_words = /** @type {(inputs: Settings_Confirmation_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungswörter`)
};

const pt_br2_settings_confirmation_words = /** @type {(inputs: Settings_Confirmation_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palavras de confirmação`)
};

const it_settings_confirmation_words = /** @type {(inputs: Settings_Confirmation_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parole di conferma`)
};

const ar_settings_confirmation_words = /** @type {(inputs: Settings_Confirmation_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمات التأكيد`)
};

/**
* | output |
* | --- |
* | "Confirmation words" |
*
* @param {Settings_Confirmation_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_confirmation_words = /** @type {((inputs?: Settings_Confirmation_WordsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Confirmation_WordsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_confirmation_words(inputs)
	if (locale === "fr") return fr_settings_confirmation_words(inputs)
	if (locale === "de") return de_settings_confirmation_words(inputs)
	if (locale === "pt-BR") return pt_br2_settings_confirmation_words(inputs)
	if (locale === "it") return it_settings_confirmation_words(inputs)
	if (locale === "ar") return ar_settings_confirmation_words(inputs)
	return en_settings_confirmation_words(inputs)
});