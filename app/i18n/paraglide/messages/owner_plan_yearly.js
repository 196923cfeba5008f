/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Plan_YearlyInputs */

const en_owner_plan_yearly = /** @type {(inputs: Owner_Plan_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yearly`)
};

const es_owner_plan_yearly = /** @type {(inputs: Owner_Plan_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anual`)
};

const fr_owner_plan_yearly = /** @type {(inputs: Owner_Plan_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuel`)
};

const de_owner_plan_yearly = /** @type {(inputs: Owner_Plan_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jährlich`)
};

const pt_br2_owner_plan_yearly = /** @type {(inputs: Owner_Plan_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anual`)
};

const it_owner_plan_yearly = /** @type {(inputs: Owner_Plan_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuale`)
};

const ar_owner_plan_yearly = /** @type {(inputs: Owner_Plan_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنوي`)
};

/**
* | output |
* | --- |
* | "Yearly" |
*
* @param {Owner_Plan_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_plan_yearly = /** @type {((inputs?: Owner_Plan_YearlyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Plan_YearlyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_plan_yearly(inputs)
	if (locale === "fr") return fr_owner_plan_yearly(inputs)
	if (locale === "de") return de_owner_plan_yearly(inputs)
	if (locale === "pt-BR") return pt_br2_owner_plan_yearly(inputs)
	if (locale === "it") return it_owner_plan_yearly(inputs)
	if (locale === "ar") return ar_owner_plan_yearly(inputs)
	return en_owner_plan_yearly(inputs)
});