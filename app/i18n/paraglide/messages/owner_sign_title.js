/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Sign_TitleInputs */

const en_owner_sign_title = /** @type {(inputs: Owner_Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print your tip sign`)
};

const es_owner_sign_title = /** @type {(inputs: Owner_Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime tu cartel de propinas`)
};

const fr_owner_sign_title = /** @type {(inputs: Owner_Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimez votre panneau`)
};

const de_owner_sign_title = /** @type {(inputs: Owner_Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Druck dein Trinkgeld-Schild`)
};

const pt_br2_owner_sign_title = /** @type {(inputs: Owner_Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprima sua placa de gorjeta`)
};

const it_owner_sign_title = /** @type {(inputs: Owner_Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stampa il tuo cartello`)
};

const ar_owner_sign_title = /** @type {(inputs: Owner_Sign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطبع لافتة البقشيش`)
};

/**
* | output |
* | --- |
* | "Print your tip sign" |
*
* @param {Owner_Sign_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_sign_title = /** @type {((inputs?: Owner_Sign_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Sign_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_sign_title(inputs)
	if (locale === "fr") return fr_owner_sign_title(inputs)
	if (locale === "de") return de_owner_sign_title(inputs)
	if (locale === "pt-BR") return pt_br2_owner_sign_title(inputs)
	if (locale === "it") return it_owner_sign_title(inputs)
	if (locale === "ar") return ar_owner_sign_title(inputs)
	return en_owner_sign_title(inputs)
});