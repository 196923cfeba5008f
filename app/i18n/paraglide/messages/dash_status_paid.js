/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Status_PaidInputs */

const en_dash_status_paid = /** @type {(inputs: Dash_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const es_dash_status_paid = /** @type {(inputs: Dash_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagada`)
};

const fr_dash_status_paid = /** @type {(inputs: Dash_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

const de_dash_status_paid = /** @type {(inputs: Dash_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt`)
};

const pt_br2_dash_status_paid = /** @type {(inputs: Dash_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paga`)
};

const it_dash_status_paid = /** @type {(inputs: Dash_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagata`)
};

const ar_dash_status_paid = /** @type {(inputs: Dash_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدفوعة`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Dash_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_status_paid = /** @type {((inputs?: Dash_Status_PaidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Status_PaidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_status_paid(inputs)
	if (locale === "fr") return fr_dash_status_paid(inputs)
	if (locale === "de") return de_dash_status_paid(inputs)
	if (locale === "pt-BR") return pt_br2_dash_status_paid(inputs)
	if (locale === "it") return it_dash_status_paid(inputs)
	if (locale === "ar") return ar_dash_status_paid(inputs)
	return en_dash_status_paid(inputs)
});