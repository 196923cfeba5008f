/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_NoInputs */

const en_rest_admin_no = /** @type {(inputs: Rest_Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const es_rest_admin_no = /** @type {(inputs: Rest_Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const fr_rest_admin_no = /** @type {(inputs: Rest_Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non`)
};

const de_rest_admin_no = /** @type {(inputs: Rest_Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nein`)
};

const pt_br2_rest_admin_no = /** @type {(inputs: Rest_Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não`)
};

const it_rest_admin_no = /** @type {(inputs: Rest_Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const ar_rest_admin_no = /** @type {(inputs: Rest_Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا`)
};

/**
* | output |
* | --- |
* | "No" |
*
* @param {Rest_Admin_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_no = /** @type {((inputs?: Rest_Admin_NoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_NoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_no(inputs)
	if (locale === "fr") return fr_rest_admin_no(inputs)
	if (locale === "de") return de_rest_admin_no(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_no(inputs)
	if (locale === "it") return it_rest_admin_no(inputs)
	if (locale === "ar") return ar_rest_admin_no(inputs)
	return en_rest_admin_no(inputs)
});