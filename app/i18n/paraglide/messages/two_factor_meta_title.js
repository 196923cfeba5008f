/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Meta_TitleInputs */

const en_two_factor_meta_title = /** @type {(inputs: Two_Factor_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in · Tipped`)
};

const es_two_factor_meta_title = /** @type {(inputs: Two_Factor_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión en dos pasos · Tipped`)
};

const fr_two_factor_meta_title = /** @type {(inputs: Two_Factor_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en deux étapes · Tipped`)
};

const de_two_factor_meta_title = /** @type {(inputs: Two_Factor_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Anmeldung · Tipped`)
};

const pt_br2_two_factor_meta_title = /** @type {(inputs: Two_Factor_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login em duas etapas · Tipped`)
};

const it_two_factor_meta_title = /** @type {(inputs: Two_Factor_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso in due passaggi · Tipped`)
};

const ar_two_factor_meta_title = /** @type {(inputs: Two_Factor_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول بخطوتين · Tipped`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in · Tipped" |
*
* @param {Two_Factor_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const two_factor_meta_title = /** @type {((inputs?: Two_Factor_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_two_factor_meta_title(inputs)
	if (locale === "fr") return fr_two_factor_meta_title(inputs)
	if (locale === "de") return de_two_factor_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_two_factor_meta_title(inputs)
	if (locale === "it") return it_two_factor_meta_title(inputs)
	if (locale === "ar") return ar_two_factor_meta_title(inputs)
	return en_two_factor_meta_title(inputs)
});