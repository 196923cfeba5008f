/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_AmountsInputs */

const en_insights_amounts = /** @type {(inputs: Insights_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amounts chosen`)
};

const es_insights_amounts = /** @type {(inputs: Insights_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importes elegidos`)
};

const fr_insights_amounts = /** @type {(inputs: Insights_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montants choisis`)
};

const de_insights_amounts = /** @type {(inputs: Insights_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewählte Beträge`)
};

const pt_br2_insights_amounts = /** @type {(inputs: Insights_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valores escolhidos`)
};

const it_insights_amounts = /** @type {(inputs: Insights_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importi scelti`)
};

const ar_insights_amounts = /** @type {(inputs: Insights_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المبالغ المختارة`)
};

/**
* | output |
* | --- |
* | "Amounts chosen" |
*
* @param {Insights_AmountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_amounts = /** @type {((inputs?: Insights_AmountsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_AmountsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_amounts(inputs)
	if (locale === "fr") return fr_insights_amounts(inputs)
	if (locale === "de") return de_insights_amounts(inputs)
	if (locale === "pt-BR") return pt_br2_insights_amounts(inputs)
	if (locale === "it") return it_insights_amounts(inputs)
	if (locale === "ar") return ar_insights_amounts(inputs)
	return en_insights_amounts(inputs)
});