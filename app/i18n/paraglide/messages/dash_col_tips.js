/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_TipsInputs */

const en_dash_col_tips = /** @type {(inputs: Dash_Col_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips`)
};

const es_dash_col_tips = /** @type {(inputs: Dash_Col_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propinas`)
};

const fr_dash_col_tips = /** @type {(inputs: Dash_Col_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboires`)
};

const de_dash_col_tips = /** @type {(inputs: Dash_Col_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgelder`)
};

const pt_br2_dash_col_tips = /** @type {(inputs: Dash_Col_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas`)
};

const it_dash_col_tips = /** @type {(inputs: Dash_Col_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mance`)
};

const ar_dash_col_tips = /** @type {(inputs: Dash_Col_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإكراميات`)
};

/**
* | output |
* | --- |
* | "Tips" |
*
* @param {Dash_Col_TipsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_tips = /** @type {((inputs?: Dash_Col_TipsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_TipsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_tips(inputs)
	if (locale === "fr") return fr_dash_col_tips(inputs)
	if (locale === "de") return de_dash_col_tips(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_tips(inputs)
	if (locale === "it") return it_dash_col_tips(inputs)
	if (locale === "ar") return ar_dash_col_tips(inputs)
	return en_dash_col_tips(inputs)
});