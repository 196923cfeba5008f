/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_SinceInputs */

const en_dash_col_since = /** @type {(inputs: Dash_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since`)
};

const es_dash_col_since = /** @type {(inputs: Dash_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const fr_dash_col_since = /** @type {(inputs: Dash_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis`)
};

const de_dash_col_since = /** @type {(inputs: Dash_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seit`)
};

const pt_br2_dash_col_since = /** @type {(inputs: Dash_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const it_dash_col_since = /** @type {(inputs: Dash_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dal`)
};

const ar_dash_col_since = /** @type {(inputs: Dash_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منذ`)
};

/**
* | output |
* | --- |
* | "Since" |
*
* @param {Dash_Col_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_since = /** @type {((inputs?: Dash_Col_SinceInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_SinceInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_since(inputs)
	if (locale === "fr") return fr_dash_col_since(inputs)
	if (locale === "de") return de_dash_col_since(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_since(inputs)
	if (locale === "it") return it_dash_col_since(inputs)
	if (locale === "ar") return ar_dash_col_since(inputs)
	return en_dash_col_since(inputs)
});