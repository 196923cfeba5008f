/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Sign_ScanInputs */

const en_rest_sign_scan = /** @type {(inputs: Rest_Sign_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan to tip`)
};

const es_rest_sign_scan = /** @type {(inputs: Rest_Sign_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escanea para dar propina`)
};

const fr_rest_sign_scan = /** @type {(inputs: Rest_Sign_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez pour donner`)
};

const de_rest_sign_scan = /** @type {(inputs: Rest_Sign_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen für Trinkgeld`)
};

const pt_br2_rest_sign_scan = /** @type {(inputs: Rest_Sign_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escaneie para dar gorjeta`)
};

const it_rest_sign_scan = /** @type {(inputs: Rest_Sign_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquadra per la mancia`)
};

const ar_rest_sign_scan = /** @type {(inputs: Rest_Sign_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`امسح للإكرامية`)
};

/**
* | output |
* | --- |
* | "Scan to tip" |
*
* @param {Rest_Sign_ScanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_sign_scan = /** @type {((inputs?: Rest_Sign_ScanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Sign_ScanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_sign_scan(inputs)
	if (locale === "fr") return fr_rest_sign_scan(inputs)
	if (locale === "de") return de_rest_sign_scan(inputs)
	if (locale === "pt-BR") return pt_br2_rest_sign_scan(inputs)
	if (locale === "it") return it_rest_sign_scan(inputs)
	if (locale === "ar") return ar_rest_sign_scan(inputs)
	return en_rest_sign_scan(inputs)
});