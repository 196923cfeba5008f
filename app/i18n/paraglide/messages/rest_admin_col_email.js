/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Col_EmailInputs */

const en_rest_admin_col_email = /** @type {(inputs: Rest_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const es_rest_admin_col_email = /** @type {(inputs: Rest_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

const fr_rest_admin_col_email = /** @type {(inputs: Rest_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const de_rest_admin_col_email = /** @type {(inputs: Rest_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const pt_br2_rest_admin_col_email = /** @type {(inputs: Rest_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const it_rest_admin_col_email = /** @type {(inputs: Rest_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const ar_rest_admin_col_email = /** @type {(inputs: Rest_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Rest_Admin_Col_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_col_email = /** @type {((inputs?: Rest_Admin_Col_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Col_EmailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_col_email(inputs)
	if (locale === "fr") return fr_rest_admin_col_email(inputs)
	if (locale === "de") return de_rest_admin_col_email(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_col_email(inputs)
	if (locale === "it") return it_rest_admin_col_email(inputs)
	if (locale === "ar") return ar_rest_admin_col_email(inputs)
	return en_rest_admin_col_email(inputs)
});