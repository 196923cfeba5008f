/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tip_Sign_PdfInputs */

const en_dash_tip_sign_pdf = /** @type {(inputs: Dash_Tip_Sign_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip sign (PDF)`)
};

const es_dash_tip_sign_pdf = /** @type {(inputs: Dash_Tip_Sign_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartel de propinas (PDF)`)
};

const fr_dash_tip_sign_pdf = /** @type {(inputs: Dash_Tip_Sign_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiche à pourboires (PDF)`)
};

const de_dash_tip_sign_pdf = /** @type {(inputs: Dash_Tip_Sign_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeld-Schild (PDF)`)
};

const pt_br2_dash_tip_sign_pdf = /** @type {(inputs: Dash_Tip_Sign_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placa de gorjetas (PDF)`)
};

const it_dash_tip_sign_pdf = /** @type {(inputs: Dash_Tip_Sign_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartello per le mance (PDF)`)
};

const ar_dash_tip_sign_pdf = /** @type {(inputs: Dash_Tip_Sign_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لافتة الإكراميات (PDF)`)
};

/**
* | output |
* | --- |
* | "Tip sign (PDF)" |
*
* @param {Dash_Tip_Sign_PdfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_tip_sign_pdf = /** @type {((inputs?: Dash_Tip_Sign_PdfInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tip_Sign_PdfInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_tip_sign_pdf(inputs)
	if (locale === "fr") return fr_dash_tip_sign_pdf(inputs)
	if (locale === "de") return de_dash_tip_sign_pdf(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tip_sign_pdf(inputs)
	if (locale === "it") return it_dash_tip_sign_pdf(inputs)
	if (locale === "ar") return ar_dash_tip_sign_pdf(inputs)
	return en_dash_tip_sign_pdf(inputs)
});