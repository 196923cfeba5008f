/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_DownloadInputs */

const en_settings_download = /** @type {(inputs: Settings_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const es_settings_download = /** @type {(inputs: Settings_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mis datos`)
};

const fr_settings_download = /** @type {(inputs: Settings_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

const de_settings_download = /** @type {(inputs: Settings_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

const pt_br2_settings_download = /** @type {(inputs: Settings_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar meus dados`)
};

const it_settings_download = /** @type {(inputs: Settings_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica i miei dati`)
};

const ar_settings_download = /** @type {(inputs: Settings_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل بياناتي`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Settings_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_download = /** @type {((inputs?: Settings_DownloadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_DownloadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_download(inputs)
	if (locale === "fr") return fr_settings_download(inputs)
	if (locale === "de") return de_settings_download(inputs)
	if (locale === "pt-BR") return pt_br2_settings_download(inputs)
	if (locale === "it") return it_settings_download(inputs)
	if (locale === "ar") return ar_settings_download(inputs)
	return en_settings_download(inputs)
});