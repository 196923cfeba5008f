/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Change_EmailInputs */

const en_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change email`)
};

const es_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar correo`)
};

const fr_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer l'e-mail`)
};

const de_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse ändern`)
};

const pt_br2_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar e-mail`)
};

const it_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia email`)
};

const ar_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Settings_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_change_email = /** @type {((inputs?: Settings_Change_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Change_EmailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_change_email(inputs)
	if (locale === "fr") return fr_settings_change_email(inputs)
	if (locale === "de") return de_settings_change_email(inputs)
	if (locale === "pt-BR") return pt_br2_settings_change_email(inputs)
	if (locale === "it") return it_settings_change_email(inputs)
	if (locale === "ar") return ar_settings_change_email(inputs)
	return en_settings_change_email(inputs)
});