/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Plan_MonthlyInputs */

const en_owner_plan_monthly = /** @type {(inputs: Owner_Plan_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

const es_owner_plan_monthly = /** @type {(inputs: Owner_Plan_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensual`)
};

const fr_owner_plan_monthly = /** @type {(inputs: Owner_Plan_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensuel`)
};

const de_owner_plan_monthly = /** @type {(inputs: Owner_Plan_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatlich`)
};

const pt_br2_owner_plan_monthly = /** @type {(inputs: Owner_Plan_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensal`)
};

const it_owner_plan_monthly = /** @type {(inputs: Owner_Plan_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensile`)
};

const ar_owner_plan_monthly = /** @type {(inputs: Owner_Plan_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شهري`)
};

/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Owner_Plan_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_plan_monthly = /** @type {((inputs?: Owner_Plan_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Plan_MonthlyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_plan_monthly(inputs)
	if (locale === "fr") return fr_owner_plan_monthly(inputs)
	if (locale === "de") return de_owner_plan_monthly(inputs)
	if (locale === "pt-BR") return pt_br2_owner_plan_monthly(inputs)
	if (locale === "it") return it_owner_plan_monthly(inputs)
	if (locale === "ar") return ar_owner_plan_monthly(inputs)
	return en_owner_plan_monthly(inputs)
});