/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Col_NameInputs */

const en_rest_admin_col_name = /** @type {(inputs: Rest_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display name`)
};

const es_rest_admin_col_name = /** @type {(inputs: Rest_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre visible`)
};

const fr_rest_admin_col_name = /** @type {(inputs: Rest_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom affiché`)
};

const de_rest_admin_col_name = /** @type {(inputs: Rest_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigename`)
};

const pt_br2_rest_admin_col_name = /** @type {(inputs: Rest_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome exibido`)
};

const it_rest_admin_col_name = /** @type {(inputs: Rest_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome visualizzato`)
};

const ar_rest_admin_col_name = /** @type {(inputs: Rest_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الظاهر`)
};

/**
* | output |
* | --- |
* | "Display name" |
*
* @param {Rest_Admin_Col_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_col_name = /** @type {((inputs?: Rest_Admin_Col_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Col_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_col_name(inputs)
	if (locale === "fr") return fr_rest_admin_col_name(inputs)
	if (locale === "de") return de_rest_admin_col_name(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_col_name(inputs)
	if (locale === "it") return it_rest_admin_col_name(inputs)
	if (locale === "ar") return ar_rest_admin_col_name(inputs)
	return en_rest_admin_col_name(inputs)
});