/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Mail_LanguageInputs */

const en_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of your emails`)
};

const es_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma de tus correos`)
};

const fr_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue de vos e-mails`)
};

const de_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache deiner E-Mails`)
};

const pt_br2_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma dos seus e-mails`)
};

const it_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua delle tue email`)
};

const ar_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغة رسائلك البريدية`)
};

/**
* | output |
* | --- |
* | "Language of your emails" |
*
* @param {Settings_Mail_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language = /** @type {((inputs?: Settings_Mail_LanguageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Mail_LanguageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_mail_language(inputs)
	if (locale === "fr") return fr_settings_mail_language(inputs)
	if (locale === "de") return de_settings_mail_language(inputs)
	if (locale === "pt-BR") return pt_br2_settings_mail_language(inputs)
	if (locale === "it") return it_settings_mail_language(inputs)
	if (locale === "ar") return ar_settings_mail_language(inputs)
	return en_settings_mail_language(inputs)
});