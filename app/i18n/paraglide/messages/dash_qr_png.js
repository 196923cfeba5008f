/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Qr_PngInputs */

const en_dash_qr_png = /** @type {(inputs: Dash_Qr_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code (PNG)`)
};

const es_dash_qr_png = /** @type {(inputs: Dash_Qr_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR (PNG)`)
};

const fr_dash_qr_png = /** @type {(inputs: Dash_Qr_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code (PNG)`)
};

const de_dash_qr_png = /** @type {(inputs: Dash_Qr_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code (PNG)`)
};

const pt_br2_dash_qr_png = /** @type {(inputs: Dash_Qr_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code (PNG)`)
};

const it_dash_qr_png = /** @type {(inputs: Dash_Qr_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice QR (PNG)`)
};

const ar_dash_qr_png = /** @type {(inputs: Dash_Qr_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز QR (PNG)`)
};

/**
* | output |
* | --- |
* | "QR code (PNG)" |
*
* @param {Dash_Qr_PngInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_qr_png = /** @type {((inputs?: Dash_Qr_PngInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Qr_PngInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_qr_png(inputs)
	if (locale === "fr") return fr_dash_qr_png(inputs)
	if (locale === "de") return de_dash_qr_png(inputs)
	if (locale === "pt-BR") return pt_br2_dash_qr_png(inputs)
	if (locale === "it") return it_dash_qr_png(inputs)
	if (locale === "ar") return ar_dash_qr_png(inputs)
	return en_dash_qr_png(inputs)
});