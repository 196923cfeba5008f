/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_PaidInputs */

const en_dash_col_paid = /** @type {(inputs: Dash_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const es_dash_col_paid = /** @type {(inputs: Dash_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobrado`)
};

const fr_dash_col_paid = /** @type {(inputs: Dash_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encaissé`)
};

const de_dash_col_paid = /** @type {(inputs: Dash_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt`)
};

const pt_br2_dash_col_paid = /** @type {(inputs: Dash_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recebido`)
};

const it_dash_col_paid = /** @type {(inputs: Dash_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incassato`)
};

const ar_dash_col_paid = /** @type {(inputs: Dash_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدفوع`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Dash_Col_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_paid = /** @type {((inputs?: Dash_Col_PaidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_PaidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_paid(inputs)
	if (locale === "fr") return fr_dash_col_paid(inputs)
	if (locale === "de") return de_dash_col_paid(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_paid(inputs)
	if (locale === "it") return it_dash_col_paid(inputs)
	if (locale === "ar") return ar_dash_col_paid(inputs)
	return en_dash_col_paid(inputs)
});