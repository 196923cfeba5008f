/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_TitleInputs */

const en_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your sign-in code`)
};

const es_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu código de inicio de sesión`)
};

const fr_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre code de connexion`)
};

const de_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib deinen Anmeldecode ein`)
};

const pt_br2_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite seu código de login`)
};

const it_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci il tuo codice di accesso`)
};

const ar_two_factor_title = /** @type {(inputs: Two_Factor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل رمز تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Enter your sign-in code" |
*
* @param {Two_Factor_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const two_factor_title = /** @type {((inputs?: Two_Factor_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_two_factor_title(inputs)
	if (locale === "fr") return fr_two_factor_title(inputs)
	if (locale === "de") return de_two_factor_title(inputs)
	if (locale === "pt-BR") return pt_br2_two_factor_title(inputs)
	if (locale === "it") return it_two_factor_title(inputs)
	if (locale === "ar") return ar_two_factor_title(inputs)
	return en_two_factor_title(inputs)
});