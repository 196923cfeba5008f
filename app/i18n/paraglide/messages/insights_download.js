/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_DownloadInputs */

const en_insights_download = /** @type {(inputs: Insights_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const es_insights_download = /** @type {(inputs: Insights_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar CSV`)
};

const fr_insights_download = /** @type {(inputs: Insights_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le CSV`)
};

const de_insights_download = /** @type {(inputs: Insights_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

const pt_br2_insights_download = /** @type {(inputs: Insights_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar CSV`)
};

const it_insights_download = /** @type {(inputs: Insights_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica CSV`)
};

const ar_insights_download = /** @type {(inputs: Insights_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل CSV`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Insights_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_download = /** @type {((inputs?: Insights_DownloadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_DownloadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_download(inputs)
	if (locale === "fr") return fr_insights_download(inputs)
	if (locale === "de") return de_insights_download(inputs)
	if (locale === "pt-BR") return pt_br2_insights_download(inputs)
	if (locale === "it") return it_insights_download(inputs)
	if (locale === "ar") return ar_insights_download(inputs)
	return en_insights_download(inputs)
});