/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Download_ProfileInputs */

const en_settings_download_profile = /** @type {(inputs: Settings_Download_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile (JSON)`)
};

const es_settings_download_profile = /** @type {(inputs: Settings_Download_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil (JSON)`)
};

const fr_settings_download_profile = /** @type {(inputs: Settings_Download_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil (JSON)`)
};

const de_settings_download_profile = /** @type {(inputs: Settings_Download_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil (JSON)`)
};

const pt_br2_settings_download_profile = /** @type {(inputs: Settings_Download_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil (JSON)`)
};

const it_settings_download_profile = /** @type {(inputs: Settings_Download_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo (JSON)`)
};

const ar_settings_download_profile = /** @type {(inputs: Settings_Download_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف التعريفي (JSON)`)
};

/**
* | output |
* | --- |
* | "Profile (JSON)" |
*
* @param {Settings_Download_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_download_profile = /** @type {((inputs?: Settings_Download_ProfileInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Download_ProfileInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_download_profile(inputs)
	if (locale === "fr") return fr_settings_download_profile(inputs)
	if (locale === "de") return de_settings_download_profile(inputs)
	if (locale === "pt-BR") return pt_br2_settings_download_profile(inputs)
	if (locale === "it") return it_settings_download_profile(inputs)
	if (locale === "ar") return ar_settings_download_profile(inputs)
	return en_settings_download_profile(inputs)
});