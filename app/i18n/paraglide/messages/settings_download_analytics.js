/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Download_AnalyticsInputs */

const en_settings_download_analytics = /** @type {(inputs: Settings_Download_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics (CSV)`)
};

const es_settings_download_analytics = /** @type {(inputs: Settings_Download_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas (CSV)`)
};

const fr_settings_download_analytics = /** @type {(inputs: Settings_Download_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques (CSV)`)
};

const de_settings_download_analytics = /** @type {(inputs: Settings_Download_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken (CSV)`)
};

const pt_br2_settings_download_analytics = /** @type {(inputs: Settings_Download_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas (CSV)`)
};

const it_settings_download_analytics = /** @type {(inputs: Settings_Download_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiche (CSV)`)
};

const ar_settings_download_analytics = /** @type {(inputs: Settings_Download_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإحصاءات (CSV)`)
};

/**
* | output |
* | --- |
* | "Analytics (CSV)" |
*
* @param {Settings_Download_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_download_analytics = /** @type {((inputs?: Settings_Download_AnalyticsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Download_AnalyticsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_download_analytics(inputs)
	if (locale === "fr") return fr_settings_download_analytics(inputs)
	if (locale === "de") return de_settings_download_analytics(inputs)
	if (locale === "pt-BR") return pt_br2_settings_download_analytics(inputs)
	if (locale === "it") return it_settings_download_analytics(inputs)
	if (locale === "ar") return ar_settings_download_analytics(inputs)
	return en_settings_download_analytics(inputs)
});