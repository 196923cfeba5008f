/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Dash_Plan_Yearly_LineInputs */

const en_dash_plan_yearly_line = /** @type {(inputs: Dash_Plan_Yearly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yearly plan: ${i?.status}.`)
};

const es_dash_plan_yearly_line = /** @type {(inputs: Dash_Plan_Yearly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan anual: ${i?.status}.`)
};

const fr_dash_plan_yearly_line = /** @type {(inputs: Dash_Plan_Yearly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formule annuelle : ${i?.status}.`)
};

const de_dash_plan_yearly_line = /** @type {(inputs: Dash_Plan_Yearly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jahrestarif: ${i?.status}.`)
};

const pt_br2_dash_plan_yearly_line = /** @type {(inputs: Dash_Plan_Yearly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plano anual: ${i?.status}.`)
};

const it_dash_plan_yearly_line = /** @type {(inputs: Dash_Plan_Yearly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Piano annuale: ${i?.status}.`)
};

const ar_dash_plan_yearly_line = /** @type {(inputs: Dash_Plan_Yearly_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الخطة السنوية: ${i?.status}.`)
};

/**
* | output |
* | --- |
* | "Yearly plan: {status}." |
*
* @param {Dash_Plan_Yearly_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_yearly_line = /** @type {((inputs: Dash_Plan_Yearly_LineInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Yearly_LineInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_yearly_line(inputs)
	if (locale === "fr") return fr_dash_plan_yearly_line(inputs)
	if (locale === "de") return de_dash_plan_yearly_line(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_yearly_line(inputs)
	if (locale === "it") return it_dash_plan_yearly_line(inputs)
	if (locale === "ar") return ar_dash_plan_yearly_line(inputs)
	return en_dash_plan_yearly_line(inputs)
});