/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Exit_Full_ScreenInputs */

const en_sign_exit_full_screen = /** @type {(inputs: Sign_Exit_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit full screen`)
};

const es_sign_exit_full_screen = /** @type {(inputs: Sign_Exit_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir de pantalla completa`)
};

const fr_sign_exit_full_screen = /** @type {(inputs: Sign_Exit_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter le plein écran`)
};

const de_sign_exit_full_screen = /** @type {(inputs: Sign_Exit_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vollbild beenden`)
};

const pt_br2_sign_exit_full_screen = /** @type {(inputs: Sign_Exit_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair da tela cheia`)
};

const it_sign_exit_full_screen = /** @type {(inputs: Sign_Exit_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esci da schermo intero`)
};

const ar_sign_exit_full_screen = /** @type {(inputs: Sign_Exit_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخروج من ملء الشاشة`)
};

/**
* | output |
* | --- |
* | "Exit full screen" |
*
* @param {Sign_Exit_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_exit_full_screen = /** @type {((inputs?: Sign_Exit_Full_ScreenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Exit_Full_ScreenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_exit_full_screen(inputs)
	if (locale === "fr") return fr_sign_exit_full_screen(inputs)
	if (locale === "de") return de_sign_exit_full_screen(inputs)
	if (locale === "pt-BR") return pt_br2_sign_exit_full_screen(inputs)
	if (locale === "it") return it_sign_exit_full_screen(inputs)
	if (locale === "ar") return ar_sign_exit_full_screen(inputs)
	return en_sign_exit_full_screen(inputs)
});