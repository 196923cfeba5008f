/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tips_MonthInputs */

const en_dash_tips_month = /** @type {(inputs: Dash_Tips_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
};

const es_dash_tips_month = /** @type {(inputs: Dash_Tips_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mes`)
};

const fr_dash_tips_month = /** @type {(inputs: Dash_Tips_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mois-ci`)
};

const de_dash_tips_month = /** @type {(inputs: Dash_Tips_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Monat`)
};

const pt_br2_dash_tips_month = /** @type {(inputs: Dash_Tips_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mês`)
};

const it_dash_tips_month = /** @type {(inputs: Dash_Tips_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo mese`)
};

const ar_dash_tips_month = /** @type {(inputs: Dash_Tips_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الشهر`)
};

/**
* | output |
* | --- |
* | "This month" |
*
* @param {Dash_Tips_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_tips_month = /** @type {((inputs?: Dash_Tips_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tips_MonthInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_tips_month(inputs)
	if (locale === "fr") return fr_dash_tips_month(inputs)
	if (locale === "de") return de_dash_tips_month(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tips_month(inputs)
	if (locale === "it") return it_dash_tips_month(inputs)
	if (locale === "ar") return ar_dash_tips_month(inputs)
	return en_dash_tips_month(inputs)
});