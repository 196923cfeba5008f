/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Download_QrInputs */

const en_dash_download_qr = /** @type {(inputs: Dash_Download_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download QR code`)
};

const es_dash_download_qr = /** @type {(inputs: Dash_Download_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar código QR`)
};

const fr_dash_download_qr = /** @type {(inputs: Dash_Download_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le QR code`)
};

const de_dash_download_qr = /** @type {(inputs: Dash_Download_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code herunterladen`)
};

const pt_br2_dash_download_qr = /** @type {(inputs: Dash_Download_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar QR code`)
};

const it_dash_download_qr = /** @type {(inputs: Dash_Download_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica il codice QR`)
};

const ar_dash_download_qr = /** @type {(inputs: Dash_Download_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل رمز QR`)
};

/**
* | output |
* | --- |
* | "Download QR code" |
*
* @param {Dash_Download_QrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_download_qr = /** @type {((inputs?: Dash_Download_QrInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Download_QrInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_download_qr(inputs)
	if (locale === "fr") return fr_dash_download_qr(inputs)
	if (locale === "de") return de_dash_download_qr(inputs)
	if (locale === "pt-BR") return pt_br2_dash_download_qr(inputs)
	if (locale === "it") return it_dash_download_qr(inputs)
	if (locale === "ar") return ar_dash_download_qr(inputs)
	return en_dash_download_qr(inputs)
});