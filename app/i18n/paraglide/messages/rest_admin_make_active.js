/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Rest_Admin_Make_ActiveInputs */

const en_rest_admin_make_active = /** @type {(inputs: Rest_Admin_Make_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inactive: make ${i?.email} active`)
};

const es_rest_admin_make_active = /** @type {(inputs: Rest_Admin_Make_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inactivo: activar a ${i?.email}`)
};

const fr_rest_admin_make_active = /** @type {(inputs: Rest_Admin_Make_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inactif : rendre ${i?.email} actif`)
};

const de_rest_admin_make_active = /** @type {(inputs: Rest_Admin_Make_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inaktiv: ${i?.email} aktivieren`)
};

const pt_br2_rest_admin_make_active = /** @type {(inputs: Rest_Admin_Make_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inativo: ativar ${i?.email}`)
};

const it_rest_admin_make_active = /** @type {(inputs: Rest_Admin_Make_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inattivo: attiva ${i?.email}`)
};

const ar_rest_admin_make_active = /** @type {(inputs: Rest_Admin_Make_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`غير نشط: اجعل ${i?.email} نشطًا`)
};

/**
* | output |
* | --- |
* | "Inactive: make {email} active" |
*
* @param {Rest_Admin_Make_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_make_active = /** @type {((inputs: Rest_Admin_Make_ActiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Make_ActiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_make_active(inputs)
	if (locale === "fr") return fr_rest_admin_make_active(inputs)
	if (locale === "de") return de_rest_admin_make_active(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_make_active(inputs)
	if (locale === "it") return it_rest_admin_make_active(inputs)
	if (locale === "ar") return ar_rest_admin_make_active(inputs)
	return en_rest_admin_make_active(inputs)
});