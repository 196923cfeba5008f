/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sign_Meta_TitleInputs */

const en_sign_meta_title = /** @type {(inputs: Sign_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.name} · Sign · Tipped`)
};

const es_sign_meta_title = /** @type {(inputs: Sign_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dale propina a ${i?.name} · Cartel · Tipped`)
};

const fr_sign_meta_title = /** @type {(inputs: Sign_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un pourboire pour ${i?.name} · Affiche · Tipped`)
};

const de_sign_meta_title = /** @type {(inputs: Sign_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} Trinkgeld geben · Schild · Tipped`)
};

const pt_br2_sign_meta_title = /** @type {(inputs: Sign_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dê uma gorjeta para ${i?.name} · Placa · Tipped`)
};

const it_sign_meta_title = /** @type {(inputs: Sign_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia una mancia a ${i?.name} · Cartello · Tipped`)
};

const ar_sign_meta_title = /** @type {(inputs: Sign_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسل إكرامية إلى ${i?.name} · لافتة · Tipped`)
};

/**
* | output |
* | --- |
* | "Tip {name} · Sign · Tipped" |
*
* @param {Sign_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_meta_title = /** @type {((inputs: Sign_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_meta_title(inputs)
	if (locale === "fr") return fr_sign_meta_title(inputs)
	if (locale === "de") return de_sign_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_sign_meta_title(inputs)
	if (locale === "it") return it_sign_meta_title(inputs)
	if (locale === "ar") return ar_sign_meta_title(inputs)
	return en_sign_meta_title(inputs)
});