/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_DeactivateInputs */

const en_rest_admin_deactivate = /** @type {(inputs: Rest_Admin_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deactivate profile`)
};

const es_rest_admin_deactivate = /** @type {(inputs: Rest_Admin_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar perfil`)
};

const fr_rest_admin_deactivate = /** @type {(inputs: Rest_Admin_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver le profil`)
};

const de_rest_admin_deactivate = /** @type {(inputs: Rest_Admin_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil deaktivieren`)
};

const pt_br2_rest_admin_deactivate = /** @type {(inputs: Rest_Admin_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar perfil`)
};

const it_rest_admin_deactivate = /** @type {(inputs: Rest_Admin_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattiva profilo`)
};

const ar_rest_admin_deactivate = /** @type {(inputs: Rest_Admin_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف الملف`)
};

/**
* | output |
* | --- |
* | "Deactivate profile" |
*
* @param {Rest_Admin_DeactivateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_deactivate = /** @type {((inputs?: Rest_Admin_DeactivateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_DeactivateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_deactivate(inputs)
	if (locale === "fr") return fr_rest_admin_deactivate(inputs)
	if (locale === "de") return de_rest_admin_deactivate(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_deactivate(inputs)
	if (locale === "it") return it_rest_admin_deactivate(inputs)
	if (locale === "ar") return ar_rest_admin_deactivate(inputs)
	return en_rest_admin_deactivate(inputs)
});