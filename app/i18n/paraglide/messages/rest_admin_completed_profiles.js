/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Completed_ProfilesInputs */

const en_rest_admin_completed_profiles = /** @type {(inputs: Rest_Admin_Completed_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed profiles`)
};

const es_rest_admin_completed_profiles = /** @type {(inputs: Rest_Admin_Completed_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles completos`)
};

const fr_rest_admin_completed_profiles = /** @type {(inputs: Rest_Admin_Completed_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profils complets`)
};

const de_rest_admin_completed_profiles = /** @type {(inputs: Rest_Admin_Completed_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fertige Profile`)
};

const pt_br2_rest_admin_completed_profiles = /** @type {(inputs: Rest_Admin_Completed_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfis completos`)
};

const it_rest_admin_completed_profiles = /** @type {(inputs: Rest_Admin_Completed_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profili completi`)
};

const ar_rest_admin_completed_profiles = /** @type {(inputs: Rest_Admin_Completed_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملفات المكتملة`)
};

/**
* | output |
* | --- |
* | "Completed profiles" |
*
* @param {Rest_Admin_Completed_ProfilesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_completed_profiles = /** @type {((inputs?: Rest_Admin_Completed_ProfilesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Completed_ProfilesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_completed_profiles(inputs)
	if (locale === "fr") return fr_rest_admin_completed_profiles(inputs)
	if (locale === "de") return de_rest_admin_completed_profiles(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_completed_profiles(inputs)
	if (locale === "it") return it_rest_admin_completed_profiles(inputs)
	if (locale === "ar") return ar_rest_admin_completed_profiles(inputs)
	return en_rest_admin_completed_profiles(inputs)
});