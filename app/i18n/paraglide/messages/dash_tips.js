/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_TipsInputs */

const en_dash_tips = /** @type {(inputs: Dash_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips`)
};

const es_dash_tips = /** @type {(inputs: Dash_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propinas`)
};

const fr_dash_tips = /** @type {(inputs: Dash_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboires`)
};

const de_dash_tips = /** @type {(inputs: Dash_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeld`)
};

const pt_br2_dash_tips = /** @type {(inputs: Dash_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas`)
};

const it_dash_tips = /** @type {(inputs: Dash_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mance`)
};

const ar_dash_tips = /** @type {(inputs: Dash_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإكراميات`)
};

/**
* | output |
* | --- |
* | "Tips" |
*
* @param {Dash_TipsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_tips = /** @type {((inputs?: Dash_TipsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_TipsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_tips(inputs)
	if (locale === "fr") return fr_dash_tips(inputs)
	if (locale === "de") return de_dash_tips(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tips(inputs)
	if (locale === "it") return it_dash_tips(inputs)
	if (locale === "ar") return ar_dash_tips(inputs)
	return en_dash_tips(inputs)
});