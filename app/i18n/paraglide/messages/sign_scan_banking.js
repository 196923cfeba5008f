/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Scan_BankingInputs */

const en_sign_scan_banking = /** @type {(inputs: Sign_Scan_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan with your banking app`)
};

const es_sign_scan_banking = /** @type {(inputs: Sign_Scan_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escanéalo con tu app del banco`)
};

const fr_sign_scan_banking = /** @type {(inputs: Sign_Scan_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez avec votre appli bancaire`)
};

const de_sign_scan_banking = /** @type {(inputs: Sign_Scan_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit deiner Banking-App scannen`)
};

const pt_br2_sign_scan_banking = /** @type {(inputs: Sign_Scan_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escaneie com o app do seu banco`)
};

const it_sign_scan_banking = /** @type {(inputs: Sign_Scan_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scansiona con l'app della tua banca`)
};

const ar_sign_scan_banking = /** @type {(inputs: Sign_Scan_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`امسحه بتطبيق البنك`)
};

/**
* | output |
* | --- |
* | "Scan with your banking app" |
*
* @param {Sign_Scan_BankingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_scan_banking = /** @type {((inputs?: Sign_Scan_BankingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Scan_BankingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_scan_banking(inputs)
	if (locale === "fr") return fr_sign_scan_banking(inputs)
	if (locale === "de") return de_sign_scan_banking(inputs)
	if (locale === "pt-BR") return pt_br2_sign_scan_banking(inputs)
	if (locale === "it") return it_sign_scan_banking(inputs)
	if (locale === "ar") return ar_sign_scan_banking(inputs)
	return en_sign_scan_banking(inputs)
});