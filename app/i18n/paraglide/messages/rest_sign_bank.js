/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Sign_BankInputs */

const en_rest_sign_bank = /** @type {(inputs: Rest_Sign_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with your banking app`)
};

const es_rest_sign_bank = /** @type {(inputs: Rest_Sign_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con tu app del banco`)
};

const fr_rest_sign_bank = /** @type {(inputs: Rest_Sign_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avec votre appli bancaire`)
};

const de_rest_sign_bank = /** @type {(inputs: Rest_Sign_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mit deiner Banking-App`)
};

const pt_br2_rest_sign_bank = /** @type {(inputs: Rest_Sign_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`com o app do banco`)
};

const it_rest_sign_bank = /** @type {(inputs: Rest_Sign_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con l’app della banca`)
};

const ar_rest_sign_bank = /** @type {(inputs: Rest_Sign_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بتطبيق البنك`)
};

/**
* | output |
* | --- |
* | "with your banking app" |
*
* @param {Rest_Sign_BankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_sign_bank = /** @type {((inputs?: Rest_Sign_BankInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Sign_BankInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_sign_bank(inputs)
	if (locale === "fr") return fr_rest_sign_bank(inputs)
	if (locale === "de") return de_rest_sign_bank(inputs)
	if (locale === "pt-BR") return pt_br2_rest_sign_bank(inputs)
	if (locale === "it") return it_rest_sign_bank(inputs)
	if (locale === "ar") return ar_rest_sign_bank(inputs)
	return en_rest_sign_bank(inputs)
});