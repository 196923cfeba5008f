/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Meta_TitleInputs */

const en_settings_meta_title = /** @type {(inputs: Settings_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account settings · Tipped`)
};

const es_settings_meta_title = /** @type {(inputs: Settings_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de la cuenta · Tipped`)
};

const fr_settings_meta_title = /** @type {(inputs: Settings_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres du compte · Tipped`)
};

const de_settings_meta_title = /** @type {(inputs: Settings_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontoeinstellungen · Tipped`)
};

const pt_br2_settings_meta_title = /** @type {(inputs: Settings_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações da conta · Tipped`)
};

const it_settings_meta_title = /** @type {(inputs: Settings_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impostazioni account · Tipped`)
};

const ar_settings_meta_title = /** @type {(inputs: Settings_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعدادات الحساب · Tipped`)
};

/**
* | output |
* | --- |
* | "Account settings · Tipped" |
*
* @param {Settings_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_meta_title = /** @type {((inputs?: Settings_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_meta_title(inputs)
	if (locale === "fr") return fr_settings_meta_title(inputs)
	if (locale === "de") return de_settings_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_settings_meta_title(inputs)
	if (locale === "it") return it_settings_meta_title(inputs)
	if (locale === "ar") return ar_settings_meta_title(inputs)
	return en_settings_meta_title(inputs)
});