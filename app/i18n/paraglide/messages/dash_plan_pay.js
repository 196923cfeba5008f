/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_PayInputs */

const en_dash_plan_pay = /** @type {(inputs: Dash_Plan_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay for your plan`)
};

const es_dash_plan_pay = /** @type {(inputs: Dash_Plan_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar tu plan`)
};

const fr_dash_plan_pay = /** @type {(inputs: Dash_Plan_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer votre formule`)
};

const de_dash_plan_pay = /** @type {(inputs: Dash_Plan_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif bezahlen`)
};

const pt_br2_dash_plan_pay = /** @type {(inputs: Dash_Plan_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar seu plano`)
};

const it_dash_plan_pay = /** @type {(inputs: Dash_Plan_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paga il tuo piano`)
};

const ar_dash_plan_pay = /** @type {(inputs: Dash_Plan_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادفع ثمن خطتك`)
};

/**
* | output |
* | --- |
* | "Pay for your plan" |
*
* @param {Dash_Plan_PayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_pay = /** @type {((inputs?: Dash_Plan_PayInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_PayInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_pay(inputs)
	if (locale === "fr") return fr_dash_plan_pay(inputs)
	if (locale === "de") return de_dash_plan_pay(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_pay(inputs)
	if (locale === "it") return it_dash_plan_pay(inputs)
	if (locale === "ar") return ar_dash_plan_pay(inputs)
	return en_dash_plan_pay(inputs)
});