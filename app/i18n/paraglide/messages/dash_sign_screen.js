/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sign_ScreenInputs */

const en_dash_sign_screen = /** @type {(inputs: Dash_Sign_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign screen`)
};

const es_dash_sign_screen = /** @type {(inputs: Dash_Sign_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartel en pantalla`)
};

const fr_dash_sign_screen = /** @type {(inputs: Dash_Sign_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiche à l’écran`)
};

const de_dash_sign_screen = /** @type {(inputs: Dash_Sign_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schild-Ansicht`)
};

const pt_br2_dash_sign_screen = /** @type {(inputs: Dash_Sign_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placa na tela`)
};

const it_dash_sign_screen = /** @type {(inputs: Dash_Sign_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartello a schermo`)
};

const ar_dash_sign_screen = /** @type {(inputs: Dash_Sign_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لافتة على الشاشة`)
};

/**
* | output |
* | --- |
* | "Sign screen" |
*
* @param {Dash_Sign_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_sign_screen = /** @type {((inputs?: Dash_Sign_ScreenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sign_ScreenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_sign_screen(inputs)
	if (locale === "fr") return fr_dash_sign_screen(inputs)
	if (locale === "de") return de_dash_sign_screen(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sign_screen(inputs)
	if (locale === "it") return it_dash_sign_screen(inputs)
	if (locale === "ar") return ar_dash_sign_screen(inputs)
	return en_dash_sign_screen(inputs)
});