/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_TitleInputs */

const en_sign_title = /** @type {(inputs: Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign · Tipped`)
};

const es_sign_title = /** @type {(inputs: Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartel · Tipped`)
};

const fr_sign_title = /** @type {(inputs: Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiche · Tipped`)
};

const de_sign_title = /** @type {(inputs: Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schild · Tipped`)
};

const pt_br2_sign_title = /** @type {(inputs: Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placa · Tipped`)
};

const it_sign_title = /** @type {(inputs: Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartello · Tipped`)
};

const ar_sign_title = /** @type {(inputs: Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لافتة · Tipped`)
};

/**
* | output |
* | --- |
* | "Sign · Tipped" |
*
* @param {Sign_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_title = /** @type {((inputs?: Sign_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_title(inputs)
	if (locale === "fr") return fr_sign_title(inputs)
	if (locale === "de") return de_sign_title(inputs)
	if (locale === "pt-BR") return pt_br2_sign_title(inputs)
	if (locale === "it") return it_sign_title(inputs)
	if (locale === "ar") return ar_sign_title(inputs)
	return en_sign_title(inputs)
});