/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Sign_Pdf_LetterInputs */

const en_owner_sign_pdf_letter = /** @type {(inputs: Owner_Sign_Pdf_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (US Letter)`)
};

const es_owner_sign_pdf_letter = /** @type {(inputs: Owner_Sign_Pdf_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (carta EE. UU.)`)
};

const fr_owner_sign_pdf_letter = /** @type {(inputs: Owner_Sign_Pdf_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (Letter US)`)
};

const de_owner_sign_pdf_letter = /** @type {(inputs: Owner_Sign_Pdf_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (US-Letter)`)
};

const pt_br2_owner_sign_pdf_letter = /** @type {(inputs: Owner_Sign_Pdf_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (Carta EUA)`)
};

const it_owner_sign_pdf_letter = /** @type {(inputs: Owner_Sign_Pdf_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF (Lettera USA)`)
};

const ar_owner_sign_pdf_letter = /** @type {(inputs: Owner_Sign_Pdf_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF ‏(Letter الأمريكي)`)
};

/**
* | output |
* | --- |
* | "PDF (US Letter)" |
*
* @param {Owner_Sign_Pdf_LetterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_sign_pdf_letter = /** @type {((inputs?: Owner_Sign_Pdf_LetterInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Sign_Pdf_LetterInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_sign_pdf_letter(inputs)
	if (locale === "fr") return fr_owner_sign_pdf_letter(inputs)
	if (locale === "de") return de_owner_sign_pdf_letter(inputs)
	if (locale === "pt-BR") return pt_br2_owner_sign_pdf_letter(inputs)
	if (locale === "it") return it_owner_sign_pdf_letter(inputs)
	if (locale === "ar") return ar_owner_sign_pdf_letter(inputs)
	return en_owner_sign_pdf_letter(inputs)
});