/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Full_ScreenInputs */

const en_sign_full_screen = /** @type {(inputs: Sign_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full screen`)
};

const es_sign_full_screen = /** @type {(inputs: Sign_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pantalla completa`)
};

const fr_sign_full_screen = /** @type {(inputs: Sign_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plein écran`)
};

const de_sign_full_screen = /** @type {(inputs: Sign_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vollbild`)
};

const pt_br2_sign_full_screen = /** @type {(inputs: Sign_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tela cheia`)
};

const it_sign_full_screen = /** @type {(inputs: Sign_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schermo intero`)
};

const ar_sign_full_screen = /** @type {(inputs: Sign_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملء الشاشة`)
};

/**
* | output |
* | --- |
* | "Full screen" |
*
* @param {Sign_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_full_screen = /** @type {((inputs?: Sign_Full_ScreenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Full_ScreenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_full_screen(inputs)
	if (locale === "fr") return fr_sign_full_screen(inputs)
	if (locale === "de") return de_sign_full_screen(inputs)
	if (locale === "pt-BR") return pt_br2_sign_full_screen(inputs)
	if (locale === "it") return it_sign_full_screen(inputs)
	if (locale === "ar") return ar_sign_full_screen(inputs)
	return en_sign_full_screen(inputs)
});