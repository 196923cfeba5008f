/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Download_SvgInputs */

const en_dash_download_svg = /** @type {(inputs: Dash_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download SVG`)
};

const es_dash_download_svg = /** @type {(inputs: Dash_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar SVG`)
};

const fr_dash_download_svg = /** @type {(inputs: Dash_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le SVG`)
};

const de_dash_download_svg = /** @type {(inputs: Dash_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SVG herunterladen`)
};

const pt_br2_dash_download_svg = /** @type {(inputs: Dash_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar SVG`)
};

const it_dash_download_svg = /** @type {(inputs: Dash_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica SVG`)
};

const ar_dash_download_svg = /** @type {(inputs: Dash_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل SVG`)
};

/**
* | output |
* | --- |
* | "Download SVG" |
*
* @param {Dash_Download_SvgInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_download_svg = /** @type {((inputs?: Dash_Download_SvgInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Download_SvgInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_download_svg(inputs)
	if (locale === "fr") return fr_dash_download_svg(inputs)
	if (locale === "de") return de_dash_download_svg(inputs)
	if (locale === "pt-BR") return pt_br2_dash_download_svg(inputs)
	if (locale === "it") return it_dash_download_svg(inputs)
	if (locale === "ar") return ar_dash_download_svg(inputs)
	return en_dash_download_svg(inputs)
});