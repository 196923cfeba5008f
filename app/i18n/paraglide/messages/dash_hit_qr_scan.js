/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Hit_Qr_ScanInputs */

const en_dash_hit_qr_scan = /** @type {(inputs: Dash_Hit_Qr_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR Scan`)
};

const es_dash_hit_qr_scan = /** @type {(inputs: Dash_Hit_Qr_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escaneo QR`)
};

const fr_dash_hit_qr_scan = /** @type {(inputs: Dash_Hit_Qr_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan du QR`)
};

const de_dash_hit_qr_scan = /** @type {(inputs: Dash_Hit_Qr_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Scan`)
};

const pt_br2_dash_hit_qr_scan = /** @type {(inputs: Dash_Hit_Qr_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leitura do QR`)
};

const it_dash_hit_qr_scan = /** @type {(inputs: Dash_Hit_Qr_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scansione QR`)
};

const ar_dash_hit_qr_scan = /** @type {(inputs: Dash_Hit_Qr_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسح رمز QR`)
};

/**
* | output |
* | --- |
* | "QR Scan" |
*
* @param {Dash_Hit_Qr_ScanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_hit_qr_scan = /** @type {((inputs?: Dash_Hit_Qr_ScanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Hit_Qr_ScanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_hit_qr_scan(inputs)
	if (locale === "fr") return fr_dash_hit_qr_scan(inputs)
	if (locale === "de") return de_dash_hit_qr_scan(inputs)
	if (locale === "pt-BR") return pt_br2_dash_hit_qr_scan(inputs)
	if (locale === "it") return it_dash_hit_qr_scan(inputs)
	if (locale === "ar") return ar_dash_hit_qr_scan(inputs)
	return en_dash_hit_qr_scan(inputs)
});