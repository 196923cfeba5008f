/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_MoneyInputs */

const en_insights_money = /** @type {(inputs: Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money`)
};

const es_insights_money = /** @type {(inputs: Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dinero`)
};

const fr_insights_money = /** @type {(inputs: Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

const de_insights_money = /** @type {(inputs: Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag`)
};

const pt_br2_insights_money = /** @type {(inputs: Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

const it_insights_money = /** @type {(inputs: Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importo`)
};

const ar_insights_money = /** @type {(inputs: Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المبلغ`)
};

/**
* | output |
* | --- |
* | "Money" |
*
* @param {Insights_MoneyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_money = /** @type {((inputs?: Insights_MoneyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_MoneyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_money(inputs)
	if (locale === "fr") return fr_insights_money(inputs)
	if (locale === "de") return de_insights_money(inputs)
	if (locale === "pt-BR") return pt_br2_insights_money(inputs)
	if (locale === "it") return it_insights_money(inputs)
	if (locale === "ar") return ar_insights_money(inputs)
	return en_insights_money(inputs)
});