/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Dash_VisitorInputs */

const en_dash_visitor = /** @type {(inputs: Dash_VisitorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visitor ${i?.number}`)
};

const es_dash_visitor = /** @type {(inputs: Dash_VisitorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visitante ${i?.number}`)
};

const fr_dash_visitor = /** @type {(inputs: Dash_VisitorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visiteur ${i?.number}`)
};

const de_dash_visitor = /** @type {(inputs: Dash_VisitorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Besucher ${i?.number}`)
};

const pt_br2_dash_visitor = /** @type {(inputs: Dash_VisitorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visitante ${i?.number}`)
};

const it_dash_visitor = /** @type {(inputs: Dash_VisitorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visitatore ${i?.number}`)
};

const ar_dash_visitor = /** @type {(inputs: Dash_VisitorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الزائر ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Visitor {number}" |
*
* @param {Dash_VisitorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_visitor = /** @type {((inputs: Dash_VisitorInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_VisitorInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_visitor(inputs)
	if (locale === "fr") return fr_dash_visitor(inputs)
	if (locale === "de") return de_dash_visitor(inputs)
	if (locale === "pt-BR") return pt_br2_dash_visitor(inputs)
	if (locale === "it") return it_dash_visitor(inputs)
	if (locale === "ar") return ar_dash_visitor(inputs)
	return en_dash_visitor(inputs)
});