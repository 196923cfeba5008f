/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Rest_Admin_Make_InactiveInputs */

const en_rest_admin_make_inactive = /** @type {(inputs: Rest_Admin_Make_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Active: make ${i?.email} inactive`)
};

const es_rest_admin_make_inactive = /** @type {(inputs: Rest_Admin_Make_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activo: desactivar a ${i?.email}`)
};

const fr_rest_admin_make_inactive = /** @type {(inputs: Rest_Admin_Make_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actif : rendre ${i?.email} inactif`)
};

const de_rest_admin_make_inactive = /** @type {(inputs: Rest_Admin_Make_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktiv: ${i?.email} deaktivieren`)
};

const pt_br2_rest_admin_make_inactive = /** @type {(inputs: Rest_Admin_Make_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ativo: desativar ${i?.email}`)
};

const it_rest_admin_make_inactive = /** @type {(inputs: Rest_Admin_Make_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attivo: disattiva ${i?.email}`)
};

const ar_rest_admin_make_inactive = /** @type {(inputs: Rest_Admin_Make_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نشط: اجعل ${i?.email} غير نشط`)
};

/**
* | output |
* | --- |
* | "Active: make {email} inactive" |
*
* @param {Rest_Admin_Make_InactiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_make_inactive = /** @type {((inputs: Rest_Admin_Make_InactiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Make_InactiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_make_inactive(inputs)
	if (locale === "fr") return fr_rest_admin_make_inactive(inputs)
	if (locale === "de") return de_rest_admin_make_inactive(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_make_inactive(inputs)
	if (locale === "it") return it_rest_admin_make_inactive(inputs)
	if (locale === "ar") return ar_rest_admin_make_inactive(inputs)
	return en_rest_admin_make_inactive(inputs)
});