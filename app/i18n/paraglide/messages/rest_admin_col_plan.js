/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Col_PlanInputs */

const en_rest_admin_col_plan = /** @type {(inputs: Rest_Admin_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const es_rest_admin_col_plan = /** @type {(inputs: Rest_Admin_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const fr_rest_admin_col_plan = /** @type {(inputs: Rest_Admin_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

const de_rest_admin_col_plan = /** @type {(inputs: Rest_Admin_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

const pt_br2_rest_admin_col_plan = /** @type {(inputs: Rest_Admin_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano`)
};

const it_rest_admin_col_plan = /** @type {(inputs: Rest_Admin_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piano`)
};

const ar_rest_admin_col_plan = /** @type {(inputs: Rest_Admin_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطة`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Rest_Admin_Col_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_col_plan = /** @type {((inputs?: Rest_Admin_Col_PlanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Col_PlanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_col_plan(inputs)
	if (locale === "fr") return fr_rest_admin_col_plan(inputs)
	if (locale === "de") return de_rest_admin_col_plan(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_col_plan(inputs)
	if (locale === "it") return it_rest_admin_col_plan(inputs)
	if (locale === "ar") return ar_rest_admin_col_plan(inputs)
	return en_rest_admin_col_plan(inputs)
});