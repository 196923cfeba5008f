/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Tip_MeInputs */

const en_sign_tip_me = /** @type {(inputs: Sign_Tip_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip me`)
};

const es_sign_tip_me = /** @type {(inputs: Sign_Tip_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dame propina`)
};

const fr_sign_tip_me = /** @type {(inputs: Sign_Tip_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pourboire ?`)
};

const de_sign_tip_me = /** @type {(inputs: Sign_Tip_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib mir Trinkgeld`)
};

const pt_br2_sign_tip_me = /** @type {(inputs: Sign_Tip_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me dê uma gorjeta`)
};

const it_sign_tip_me = /** @type {(inputs: Sign_Tip_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lasciami una mancia`)
};

const ar_sign_tip_me = /** @type {(inputs: Sign_Tip_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي إكرامية`)
};

/**
* | output |
* | --- |
* | "Tip me" |
*
* @param {Sign_Tip_MeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_tip_me = /** @type {((inputs?: Sign_Tip_MeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Tip_MeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_tip_me(inputs)
	if (locale === "fr") return fr_sign_tip_me(inputs)
	if (locale === "de") return de_sign_tip_me(inputs)
	if (locale === "pt-BR") return pt_br2_sign_tip_me(inputs)
	if (locale === "it") return it_sign_tip_me(inputs)
	if (locale === "ar") return ar_sign_tip_me(inputs)
	return en_sign_tip_me(inputs)
});