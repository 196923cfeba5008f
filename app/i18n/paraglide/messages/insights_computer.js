/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_ComputerInputs */

const en_insights_computer = /** @type {(inputs: Insights_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Computer`)
};

const es_insights_computer = /** @type {(inputs: Insights_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenador`)
};

const fr_insights_computer = /** @type {(inputs: Insights_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordinateur`)
};

const de_insights_computer = /** @type {(inputs: Insights_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Computer`)
};

const pt_br2_insights_computer = /** @type {(inputs: Insights_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Computador`)
};

const it_insights_computer = /** @type {(inputs: Insights_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Computer`)
};

const ar_insights_computer = /** @type {(inputs: Insights_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاسوب`)
};

/**
* | output |
* | --- |
* | "Computer" |
*
* @param {Insights_ComputerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_computer = /** @type {((inputs?: Insights_ComputerInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ComputerInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_computer(inputs)
	if (locale === "fr") return fr_insights_computer(inputs)
	if (locale === "de") return de_insights_computer(inputs)
	if (locale === "pt-BR") return pt_br2_insights_computer(inputs)
	if (locale === "it") return it_insights_computer(inputs)
	if (locale === "ar") return ar_insights_computer(inputs)
	return en_insights_computer(inputs)
});