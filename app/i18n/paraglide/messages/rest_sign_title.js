/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ headline: NonNullable<unknown> }} Rest_Sign_TitleInputs */

const en_rest_sign_title = /** @type {(inputs: Rest_Sign_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.headline} · Tipped tip sign`)
};

const es_rest_sign_title = /** @type {(inputs: Rest_Sign_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.headline} · cartel de propinas de Tipped`)
};

const fr_rest_sign_title = /** @type {(inputs: Rest_Sign_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.headline} · affiche de pourboires Tipped`)
};

const de_rest_sign_title = /** @type {(inputs: Rest_Sign_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.headline} · Trinkgeld-Schild von Tipped`)
};

const pt_br2_rest_sign_title = /** @type {(inputs: Rest_Sign_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.headline} · placa de gorjetas do Tipped`)
};

const it_rest_sign_title = /** @type {(inputs: Rest_Sign_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.headline} · cartello mance di Tipped`)
};

const ar_rest_sign_title = /** @type {(inputs: Rest_Sign_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.headline} · لافتة إكراميات Tipped`)
};

/**
* | output |
* | --- |
* | "{headline} · Tipped tip sign" |
*
* @param {Rest_Sign_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_sign_title = /** @type {((inputs: Rest_Sign_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Sign_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_sign_title(inputs)
	if (locale === "fr") return fr_rest_sign_title(inputs)
	if (locale === "de") return de_rest_sign_title(inputs)
	if (locale === "pt-BR") return pt_br2_rest_sign_title(inputs)
	if (locale === "it") return it_rest_sign_title(inputs)
	if (locale === "ar") return ar_rest_sign_title(inputs)
	return en_rest_sign_title(inputs)
});