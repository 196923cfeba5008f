/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Download_PngInputs */

const en_dash_download_png = /** @type {(inputs: Dash_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download PNG`)
};

const es_dash_download_png = /** @type {(inputs: Dash_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar PNG`)
};

const fr_dash_download_png = /** @type {(inputs: Dash_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le PNG`)
};

const de_dash_download_png = /** @type {(inputs: Dash_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG herunterladen`)
};

const pt_br2_dash_download_png = /** @type {(inputs: Dash_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar PNG`)
};

const it_dash_download_png = /** @type {(inputs: Dash_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica PNG`)
};

const ar_dash_download_png = /** @type {(inputs: Dash_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل PNG`)
};

/**
* | output |
* | --- |
* | "Download PNG" |
*
* @param {Dash_Download_PngInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_download_png = /** @type {((inputs?: Dash_Download_PngInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Download_PngInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_download_png(inputs)
	if (locale === "fr") return fr_dash_download_png(inputs)
	if (locale === "de") return de_dash_download_png(inputs)
	if (locale === "pt-BR") return pt_br2_dash_download_png(inputs)
	if (locale === "it") return it_dash_download_png(inputs)
	if (locale === "ar") return ar_dash_download_png(inputs)
	return en_dash_download_png(inputs)
});