/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_NeverInputs */

const en_rest_admin_never = /** @type {(inputs: Rest_Admin_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

const es_rest_admin_never = /** @type {(inputs: Rest_Admin_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const fr_rest_admin_never = /** @type {(inputs: Rest_Admin_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais`)
};

const de_rest_admin_never = /** @type {(inputs: Rest_Admin_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

const pt_br2_rest_admin_never = /** @type {(inputs: Rest_Admin_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const it_rest_admin_never = /** @type {(inputs: Rest_Admin_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mai`)
};

const ar_rest_admin_never = /** @type {(inputs: Rest_Admin_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أبدًا`)
};

/**
* | output |
* | --- |
* | "Never" |
*
* @param {Rest_Admin_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_never = /** @type {((inputs?: Rest_Admin_NeverInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_NeverInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_never(inputs)
	if (locale === "fr") return fr_rest_admin_never(inputs)
	if (locale === "de") return de_rest_admin_never(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_never(inputs)
	if (locale === "it") return it_rest_admin_never(inputs)
	if (locale === "ar") return ar_rest_admin_never(inputs)
	return en_rest_admin_never(inputs)
});