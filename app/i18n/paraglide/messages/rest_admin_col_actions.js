/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Col_ActionsInputs */

const en_rest_admin_col_actions = /** @type {(inputs: Rest_Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const es_rest_admin_col_actions = /** @type {(inputs: Rest_Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

const fr_rest_admin_col_actions = /** @type {(inputs: Rest_Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const de_rest_admin_col_actions = /** @type {(inputs: Rest_Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

const pt_br2_rest_admin_col_actions = /** @type {(inputs: Rest_Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ações`)
};

const it_rest_admin_col_actions = /** @type {(inputs: Rest_Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azioni`)
};

const ar_rest_admin_col_actions = /** @type {(inputs: Rest_Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإجراءات`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Rest_Admin_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_col_actions = /** @type {((inputs?: Rest_Admin_Col_ActionsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Col_ActionsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_col_actions(inputs)
	if (locale === "fr") return fr_rest_admin_col_actions(inputs)
	if (locale === "de") return de_rest_admin_col_actions(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_col_actions(inputs)
	if (locale === "it") return it_rest_admin_col_actions(inputs)
	if (locale === "ar") return ar_rest_admin_col_actions(inputs)
	return en_rest_admin_col_actions(inputs)
});