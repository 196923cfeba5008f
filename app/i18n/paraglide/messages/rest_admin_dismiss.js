/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_DismissInputs */

const en_rest_admin_dismiss = /** @type {(inputs: Rest_Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const es_rest_admin_dismiss = /** @type {(inputs: Rest_Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const fr_rest_admin_dismiss = /** @type {(inputs: Rest_Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignorer`)
};

const de_rest_admin_dismiss = /** @type {(inputs: Rest_Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwerfen`)
};

const pt_br2_rest_admin_dismiss = /** @type {(inputs: Rest_Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const it_rest_admin_dismiss = /** @type {(inputs: Rest_Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignora`)
};

const ar_rest_admin_dismiss = /** @type {(inputs: Rest_Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجاهل`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Rest_Admin_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_dismiss = /** @type {((inputs?: Rest_Admin_DismissInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_DismissInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_dismiss(inputs)
	if (locale === "fr") return fr_rest_admin_dismiss(inputs)
	if (locale === "de") return de_rest_admin_dismiss(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_dismiss(inputs)
	if (locale === "it") return it_rest_admin_dismiss(inputs)
	if (locale === "ar") return ar_rest_admin_dismiss(inputs)
	return en_rest_admin_dismiss(inputs)
});