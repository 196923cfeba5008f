/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Already_InactiveInputs */

const en_rest_admin_already_inactive = /** @type {(inputs: Rest_Admin_Already_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(already inactive)`)
};

const es_rest_admin_already_inactive = /** @type {(inputs: Rest_Admin_Already_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ya inactivo)`)
};

const fr_rest_admin_already_inactive = /** @type {(inputs: Rest_Admin_Already_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(déjà inactif)`)
};

const de_rest_admin_already_inactive = /** @type {(inputs: Rest_Admin_Already_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(bereits inaktiv)`)
};

const pt_br2_rest_admin_already_inactive = /** @type {(inputs: Rest_Admin_Already_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(já inativo)`)
};

const it_rest_admin_already_inactive = /** @type {(inputs: Rest_Admin_Already_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(già inattivo)`)
};

const ar_rest_admin_already_inactive = /** @type {(inputs: Rest_Admin_Already_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(غير نشط بالفعل)`)
};

/**
* | output |
* | --- |
* | "(already inactive)" |
*
* @param {Rest_Admin_Already_InactiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_already_inactive = /** @type {((inputs?: Rest_Admin_Already_InactiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Already_InactiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_already_inactive(inputs)
	if (locale === "fr") return fr_rest_admin_already_inactive(inputs)
	if (locale === "de") return de_rest_admin_already_inactive(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_already_inactive(inputs)
	if (locale === "it") return it_rest_admin_already_inactive(inputs)
	if (locale === "ar") return ar_rest_admin_already_inactive(inputs)
	return en_rest_admin_already_inactive(inputs)
});