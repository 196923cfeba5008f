/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_VisitorInputs */

const en_dash_col_visitor = /** @type {(inputs: Dash_Col_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitor`)
};

const es_dash_col_visitor = /** @type {(inputs: Dash_Col_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitante`)
};

const fr_dash_col_visitor = /** @type {(inputs: Dash_Col_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiteur`)
};

const de_dash_col_visitor = /** @type {(inputs: Dash_Col_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besucher`)
};

const pt_br2_dash_col_visitor = /** @type {(inputs: Dash_Col_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitante`)
};

const it_dash_col_visitor = /** @type {(inputs: Dash_Col_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitatore`)
};

const ar_dash_col_visitor = /** @type {(inputs: Dash_Col_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الزائر`)
};

/**
* | output |
* | --- |
* | "Visitor" |
*
* @param {Dash_Col_VisitorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_visitor = /** @type {((inputs?: Dash_Col_VisitorInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_VisitorInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_visitor(inputs)
	if (locale === "fr") return fr_dash_col_visitor(inputs)
	if (locale === "de") return de_dash_col_visitor(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_visitor(inputs)
	if (locale === "it") return it_dash_col_visitor(inputs)
	if (locale === "ar") return ar_dash_col_visitor(inputs)
	return en_dash_col_visitor(inputs)
});