/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Whole_ProfileInputs */

const en_sign_whole_profile = /** @type {(inputs: Sign_Whole_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whole profile`)
};

const es_sign_whole_profile = /** @type {(inputs: Sign_Whole_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo el perfil`)
};

const fr_sign_whole_profile = /** @type {(inputs: Sign_Whole_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le profil`)
};

const de_sign_whole_profile = /** @type {(inputs: Sign_Whole_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganzes Profil`)
};

const pt_br2_sign_whole_profile = /** @type {(inputs: Sign_Whole_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil inteiro`)
};

const it_sign_whole_profile = /** @type {(inputs: Sign_Whole_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutto il profilo`)
};

const ar_sign_whole_profile = /** @type {(inputs: Sign_Whole_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف كاملًا`)
};

/**
* | output |
* | --- |
* | "Whole profile" |
*
* @param {Sign_Whole_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_whole_profile = /** @type {((inputs?: Sign_Whole_ProfileInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Whole_ProfileInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_whole_profile(inputs)
	if (locale === "fr") return fr_sign_whole_profile(inputs)
	if (locale === "de") return de_sign_whole_profile(inputs)
	if (locale === "pt-BR") return pt_br2_sign_whole_profile(inputs)
	if (locale === "it") return it_sign_whole_profile(inputs)
	if (locale === "ar") return ar_sign_whole_profile(inputs)
	return en_sign_whole_profile(inputs)
});