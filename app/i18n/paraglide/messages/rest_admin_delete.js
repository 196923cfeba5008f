/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_DeleteInputs */

const en_rest_admin_delete = /** @type {(inputs: Rest_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const es_rest_admin_delete = /** @type {(inputs: Rest_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const fr_rest_admin_delete = /** @type {(inputs: Rest_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const de_rest_admin_delete = /** @type {(inputs: Rest_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const pt_br2_rest_admin_delete = /** @type {(inputs: Rest_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir`)
};

const it_rest_admin_delete = /** @type {(inputs: Rest_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina`)
};

const ar_rest_admin_delete = /** @type {(inputs: Rest_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Rest_Admin_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_delete = /** @type {((inputs?: Rest_Admin_DeleteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_DeleteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_delete(inputs)
	if (locale === "fr") return fr_rest_admin_delete(inputs)
	if (locale === "de") return de_rest_admin_delete(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_delete(inputs)
	if (locale === "it") return it_rest_admin_delete(inputs)
	if (locale === "ar") return ar_rest_admin_delete(inputs)
	return en_rest_admin_delete(inputs)
});