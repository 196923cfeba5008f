/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Dash_Refunded_AmountInputs */

const en_dash_refunded_amount = /** @type {(inputs: Dash_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refunded`)
};

const es_dash_refunded_amount = /** @type {(inputs: Dash_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} reembolsado`)
};

const fr_dash_refunded_amount = /** @type {(inputs: Dash_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} remboursé`)
};

const de_dash_refunded_amount = /** @type {(inputs: Dash_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} erstattet`)
};

const pt_br2_dash_refunded_amount = /** @type {(inputs: Dash_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} reembolsado`)
};

const it_dash_refunded_amount = /** @type {(inputs: Dash_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} rimborsati`)
};

const ar_dash_refunded_amount = /** @type {(inputs: Dash_Refunded_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`استُرد ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Dash_Refunded_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_refunded_amount = /** @type {((inputs: Dash_Refunded_AmountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Refunded_AmountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_refunded_amount(inputs)
	if (locale === "fr") return fr_dash_refunded_amount(inputs)
	if (locale === "de") return de_dash_refunded_amount(inputs)
	if (locale === "pt-BR") return pt_br2_dash_refunded_amount(inputs)
	if (locale === "it") return it_dash_refunded_amount(inputs)
	if (locale === "ar") return ar_dash_refunded_amount(inputs)
	return en_dash_refunded_amount(inputs)
});