/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_TypeInputs */

const en_dash_col_type = /** @type {(inputs: Dash_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_dash_col_type = /** @type {(inputs: Dash_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const fr_dash_col_type = /** @type {(inputs: Dash_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const de_dash_col_type = /** @type {(inputs: Dash_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art`)
};

const pt_br2_dash_col_type = /** @type {(inputs: Dash_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const it_dash_col_type = /** @type {(inputs: Dash_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const ar_dash_col_type = /** @type {(inputs: Dash_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النوع`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Dash_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_type = /** @type {((inputs?: Dash_Col_TypeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_TypeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_type(inputs)
	if (locale === "fr") return fr_dash_col_type(inputs)
	if (locale === "de") return de_dash_col_type(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_type(inputs)
	if (locale === "it") return it_dash_col_type(inputs)
	if (locale === "ar") return ar_dash_col_type(inputs)
	return en_dash_col_type(inputs)
});