/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Col_CompleteInputs */

const en_rest_admin_col_complete = /** @type {(inputs: Rest_Admin_Col_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile complete`)
};

const es_rest_admin_col_complete = /** @type {(inputs: Rest_Admin_Col_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil completo`)
};

const fr_rest_admin_col_complete = /** @type {(inputs: Rest_Admin_Col_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil complet`)
};

const de_rest_admin_col_complete = /** @type {(inputs: Rest_Admin_Col_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil fertig`)
};

const pt_br2_rest_admin_col_complete = /** @type {(inputs: Rest_Admin_Col_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil completo`)
};

const it_rest_admin_col_complete = /** @type {(inputs: Rest_Admin_Col_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo completo`)
};

const ar_rest_admin_col_complete = /** @type {(inputs: Rest_Admin_Col_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف مكتمل`)
};

/**
* | output |
* | --- |
* | "Profile complete" |
*
* @param {Rest_Admin_Col_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_col_complete = /** @type {((inputs?: Rest_Admin_Col_CompleteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Col_CompleteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_col_complete(inputs)
	if (locale === "fr") return fr_rest_admin_col_complete(inputs)
	if (locale === "de") return de_rest_admin_col_complete(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_col_complete(inputs)
	if (locale === "it") return it_rest_admin_col_complete(inputs)
	if (locale === "ar") return ar_rest_admin_col_complete(inputs)
	return en_rest_admin_col_complete(inputs)
});