/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Mail_Language_SaveInputs */

const en_settings_mail_language_save = /** @type {(inputs: Settings_Mail_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save language`)
};

const es_settings_mail_language_save = /** @type {(inputs: Settings_Mail_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar idioma`)
};

const fr_settings_mail_language_save = /** @type {(inputs: Settings_Mail_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la langue`)
};

const de_settings_mail_language_save = /** @type {(inputs: Settings_Mail_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache speichern`)
};

const pt_br2_settings_mail_language_save = /** @type {(inputs: Settings_Mail_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar idioma`)
};

const it_settings_mail_language_save = /** @type {(inputs: Settings_Mail_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva lingua`)
};

const ar_settings_mail_language_save = /** @type {(inputs: Settings_Mail_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احفظ اللغة`)
};

/**
* | output |
* | --- |
* | "Save language" |
*
* @param {Settings_Mail_Language_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_save = /** @type {((inputs?: Settings_Mail_Language_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Mail_Language_SaveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_mail_language_save(inputs)
	if (locale === "fr") return fr_settings_mail_language_save(inputs)
	if (locale === "de") return de_settings_mail_language_save(inputs)
	if (locale === "pt-BR") return pt_br2_settings_mail_language_save(inputs)
	if (locale === "it") return it_settings_mail_language_save(inputs)
	if (locale === "ar") return ar_settings_mail_language_save(inputs)
	return en_settings_mail_language_save(inputs)
});