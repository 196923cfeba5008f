/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Sign_Pdf_A4Inputs */

const en_owner_sign_pdf_a4 = /** @type {(inputs: Owner_Sign_Pdf_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (A4)`)
};

const es_owner_sign_pdf_a4 = /** @type {(inputs: Owner_Sign_Pdf_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (A4)`)
};

const fr_owner_sign_pdf_a4 = /** @type {(inputs: Owner_Sign_Pdf_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (A4)`)
};

const de_owner_sign_pdf_a4 = /** @type {(inputs: Owner_Sign_Pdf_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (A4)`)
};

const pt_br2_owner_sign_pdf_a4 = /** @type {(inputs: Owner_Sign_Pdf_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (A4)`)
};

const it_owner_sign_pdf_a4 = /** @type {(inputs: Owner_Sign_Pdf_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (A4)`)
};

const ar_owner_sign_pdf_a4 = /** @type {(inputs: Owner_Sign_Pdf_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF ‏(A4)`)
};

/**
* | output |
* | --- |
* | "PDF (A4)" |
*
* @param {Owner_Sign_Pdf_A4Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_sign_pdf_a4 = /** @type {((inputs?: Owner_Sign_Pdf_A4Inputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Sign_Pdf_A4Inputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_sign_pdf_a4(inputs)
	if (locale === "fr") return fr_owner_sign_pdf_a4(inputs)
	if (locale === "de") return de_owner_sign_pdf_a4(inputs)
	if (locale === "pt-BR") return pt_br2_owner_sign_pdf_a4(inputs)
	if (locale === "it") return it_owner_sign_pdf_a4(inputs)
	if (locale === "ar") return ar_owner_sign_pdf_a4(inputs)
	return en_owner_sign_pdf_a4(inputs)
});