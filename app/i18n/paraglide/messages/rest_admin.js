/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_AdminInputs */

const en_rest_admin = /** @type {(inputs: Rest_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const es_rest_admin = /** @type {(inputs: Rest_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración`)
};

const fr_rest_admin = /** @type {(inputs: Rest_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

const de_rest_admin = /** @type {(inputs: Rest_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

const pt_br2_rest_admin = /** @type {(inputs: Rest_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administração`)
};

const it_rest_admin = /** @type {(inputs: Rest_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amministrazione`)
};

const ar_rest_admin = /** @type {(inputs: Rest_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإدارة`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Rest_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin = /** @type {((inputs?: Rest_AdminInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_AdminInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin(inputs)
	if (locale === "fr") return fr_rest_admin(inputs)
	if (locale === "de") return de_rest_admin(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin(inputs)
	if (locale === "it") return it_rest_admin(inputs)
	if (locale === "ar") return ar_rest_admin(inputs)
	return en_rest_admin(inputs)
});