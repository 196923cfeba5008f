/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_New_EmailInputs */

const en_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email`)
};

const es_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo nuevo`)
};

const fr_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel e-mail`)
};

const de_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue E-Mail-Adresse`)
};

const pt_br2_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo e-mail`)
};

const it_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuova email`)
};

const ar_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني الجديد`)
};

/**
* | output |
* | --- |
* | "New email" |
*
* @param {Settings_New_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_new_email = /** @type {((inputs?: Settings_New_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_New_EmailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_new_email(inputs)
	if (locale === "fr") return fr_settings_new_email(inputs)
	if (locale === "de") return de_settings_new_email(inputs)
	if (locale === "pt-BR") return pt_br2_settings_new_email(inputs)
	if (locale === "it") return it_settings_new_email(inputs)
	if (locale === "ar") return ar_settings_new_email(inputs)
	return en_settings_new_email(inputs)
});