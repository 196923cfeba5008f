/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_InactiveInputs */

const en_rest_admin_inactive = /** @type {(inputs: Rest_Admin_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactive`)
};

const es_rest_admin_inactive = /** @type {(inputs: Rest_Admin_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactivo`)
};

const fr_rest_admin_inactive = /** @type {(inputs: Rest_Admin_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactif`)
};

const de_rest_admin_inactive = /** @type {(inputs: Rest_Admin_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaktiv`)
};

const pt_br2_rest_admin_inactive = /** @type {(inputs: Rest_Admin_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inativo`)
};

const it_rest_admin_inactive = /** @type {(inputs: Rest_Admin_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inattivo`)
};

const ar_rest_admin_inactive = /** @type {(inputs: Rest_Admin_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير نشط`)
};

/**
* | output |
* | --- |
* | "Inactive" |
*
* @param {Rest_Admin_InactiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_inactive = /** @type {((inputs?: Rest_Admin_InactiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_InactiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_inactive(inputs)
	if (locale === "fr") return fr_rest_admin_inactive(inputs)
	if (locale === "de") return de_rest_admin_inactive(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_inactive(inputs)
	if (locale === "it") return it_rest_admin_inactive(inputs)
	if (locale === "ar") return ar_rest_admin_inactive(inputs)
	return en_rest_admin_inactive(inputs)
});