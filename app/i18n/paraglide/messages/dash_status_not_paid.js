/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Status_Not_PaidInputs */

const en_dash_status_not_paid = /** @type {(inputs: Dash_Status_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid`)
};

const es_dash_status_not_paid = /** @type {(inputs: Dash_Status_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin pagar`)
};

const fr_dash_status_not_paid = /** @type {(inputs: Dash_Status_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non payé`)
};

const de_dash_status_not_paid = /** @type {(inputs: Dash_Status_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bezahlt`)
};

const pt_br2_dash_status_not_paid = /** @type {(inputs: Dash_Status_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não pago`)
};

const it_dash_status_not_paid = /** @type {(inputs: Dash_Status_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non pagata`)
};

const ar_dash_status_not_paid = /** @type {(inputs: Dash_Status_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مدفوعة`)
};

/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Dash_Status_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_status_not_paid = /** @type {((inputs?: Dash_Status_Not_PaidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Status_Not_PaidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_status_not_paid(inputs)
	if (locale === "fr") return fr_dash_status_not_paid(inputs)
	if (locale === "de") return de_dash_status_not_paid(inputs)
	if (locale === "pt-BR") return pt_br2_dash_status_not_paid(inputs)
	if (locale === "it") return it_dash_status_not_paid(inputs)
	if (locale === "ar") return ar_dash_status_not_paid(inputs)
	return en_dash_status_not_paid(inputs)
});