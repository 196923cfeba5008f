/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Meta_TitleInputs */

const en_rest_admin_meta_title = /** @type {(inputs: Rest_Admin_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin · Tipped`)
};

const es_rest_admin_meta_title = /** @type {(inputs: Rest_Admin_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración · Tipped`)
};

const fr_rest_admin_meta_title = /** @type {(inputs: Rest_Admin_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration · Tipped`)
};

const de_rest_admin_meta_title = /** @type {(inputs: Rest_Admin_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung · Tipped`)
};

const pt_br2_rest_admin_meta_title = /** @type {(inputs: Rest_Admin_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administração · Tipped`)
};

const it_rest_admin_meta_title = /** @type {(inputs: Rest_Admin_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amministrazione · Tipped`)
};

const ar_rest_admin_meta_title = /** @type {(inputs: Rest_Admin_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإدارة · Tipped`)
};

/**
* | output |
* | --- |
* | "Admin · Tipped" |
*
* @param {Rest_Admin_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_meta_title = /** @type {((inputs?: Rest_Admin_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_meta_title(inputs)
	if (locale === "fr") return fr_rest_admin_meta_title(inputs)
	if (locale === "de") return de_rest_admin_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_meta_title(inputs)
	if (locale === "it") return it_rest_admin_meta_title(inputs)
	if (locale === "ar") return ar_rest_admin_meta_title(inputs)
	return en_rest_admin_meta_title(inputs)
});