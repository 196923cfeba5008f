/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_ActiveInputs */

const en_rest_admin_active = /** @type {(inputs: Rest_Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const es_rest_admin_active = /** @type {(inputs: Rest_Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

const fr_rest_admin_active = /** @type {(inputs: Rest_Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

const de_rest_admin_active = /** @type {(inputs: Rest_Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const pt_br2_rest_admin_active = /** @type {(inputs: Rest_Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativo`)
};

const it_rest_admin_active = /** @type {(inputs: Rest_Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attivo`)
};

const ar_rest_admin_active = /** @type {(inputs: Rest_Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشط`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Rest_Admin_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_active = /** @type {((inputs?: Rest_Admin_ActiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_ActiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_active(inputs)
	if (locale === "fr") return fr_rest_admin_active(inputs)
	if (locale === "de") return de_rest_admin_active(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_active(inputs)
	if (locale === "it") return it_rest_admin_active(inputs)
	if (locale === "ar") return ar_rest_admin_active(inputs)
	return en_rest_admin_active(inputs)
});