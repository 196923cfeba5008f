/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Qr_TitleInputs */

const en_landing_benefit_qr_title = /** @type {(inputs: Landing_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A QR code to connect`)
};

const es_landing_benefit_qr_title = /** @type {(inputs: Landing_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un código QR para conectar`)
};

const fr_landing_benefit_qr_title = /** @type {(inputs: Landing_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un QR code pour se connecter`)
};

const de_landing_benefit_qr_title = /** @type {(inputs: Landing_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein QR-Code zum Verbinden`)
};

const pt_br2_landing_benefit_qr_title = /** @type {(inputs: Landing_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um QR code para se conectar`)
};

const it_landing_benefit_qr_title = /** @type {(inputs: Landing_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un codice QR per connettersi`)
};

const ar_landing_benefit_qr_title = /** @type {(inputs: Landing_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز QR للتواصل`)
};

/**
* | output |
* | --- |
* | "A QR code to connect" |
*
* @param {Landing_Benefit_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_qr_title = /** @type {((inputs?: Landing_Benefit_Qr_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Qr_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_qr_title(inputs)
	if (locale === "fr") return fr_landing_benefit_qr_title(inputs)
	if (locale === "de") return de_landing_benefit_qr_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_qr_title(inputs)
	if (locale === "it") return it_landing_benefit_qr_title(inputs)
	if (locale === "ar") return ar_landing_benefit_qr_title(inputs)
	return en_landing_benefit_qr_title(inputs)
});