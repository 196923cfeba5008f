/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Dash_Plan_Monthly_LineInputs */

const en_dash_plan_monthly_line = /** @type {(inputs: Dash_Plan_Monthly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly plan: ${i?.status}.`)
};

const es_dash_plan_monthly_line = /** @type {(inputs: Dash_Plan_Monthly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan mensual: ${i?.status}.`)
};

const fr_dash_plan_monthly_line = /** @type {(inputs: Dash_Plan_Monthly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formule mensuelle : ${i?.status}.`)
};

const de_dash_plan_monthly_line = /** @type {(inputs: Dash_Plan_Monthly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monatstarif: ${i?.status}.`)
};

const pt_br2_dash_plan_monthly_line = /** @type {(inputs: Dash_Plan_Monthly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plano mensal: ${i?.status}.`)
};

const it_dash_plan_monthly_line = /** @type {(inputs: Dash_Plan_Monthly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Piano mensile: ${i?.status}.`)
};

const ar_dash_plan_monthly_line = /** @type {(inputs: Dash_Plan_Monthly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الخطة الشهرية: ${i?.status}.`)
};

/**
* | output |
* | --- |
* | "Monthly plan: {status}." |
*
* @param {Dash_Plan_Monthly_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_monthly_line = /** @type {((inputs: Dash_Plan_Monthly_LineInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Monthly_LineInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_monthly_line(inputs)
	if (locale === "fr") return fr_dash_plan_monthly_line(inputs)
	if (locale === "de") return de_dash_plan_monthly_line(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_monthly_line(inputs)
	if (locale === "it") return it_dash_plan_monthly_line(inputs)
	if (locale === "ar") return ar_dash_plan_monthly_line(inputs)
	return en_dash_plan_monthly_line(inputs)
});