/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Sign_PngInputs */

const en_owner_sign_png = /** @type {(inputs: Owner_Sign_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG image`)
};

const es_owner_sign_png = /** @type {(inputs: Owner_Sign_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen PNG`)
};

const fr_owner_sign_png = /** @type {(inputs: Owner_Sign_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image PNG`)
};

const de_owner_sign_png = /** @type {(inputs: Owner_Sign_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG-Bild`)
};

const pt_br2_owner_sign_png = /** @type {(inputs: Owner_Sign_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem PNG`)
};

const it_owner_sign_png = /** @type {(inputs: Owner_Sign_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immagine PNG`)
};

const ar_owner_sign_png = /** @type {(inputs: Owner_Sign_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة PNG`)
};

/**
* | output |
* | --- |
* | "PNG image" |
*
* @param {Owner_Sign_PngInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_sign_png = /** @type {((inputs?: Owner_Sign_PngInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Sign_PngInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_sign_png(inputs)
	if (locale === "fr") return fr_owner_sign_png(inputs)
	if (locale === "de") return de_owner_sign_png(inputs)
	if (locale === "pt-BR") return pt_br2_owner_sign_png(inputs)
	if (locale === "it") return it_owner_sign_png(inputs)
	if (locale === "ar") return ar_owner_sign_png(inputs)
	return en_owner_sign_png(inputs)
});