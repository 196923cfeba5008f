/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Status_RefundedInputs */

const en_dash_status_refunded = /** @type {(inputs: Dash_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const es_dash_status_refunded = /** @type {(inputs: Dash_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsada`)
};

const fr_dash_status_refunded = /** @type {(inputs: Dash_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

const de_dash_status_refunded = /** @type {(inputs: Dash_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstattet`)
};

const pt_br2_dash_status_refunded = /** @type {(inputs: Dash_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsada`)
};

const it_dash_status_refunded = /** @type {(inputs: Dash_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimborsata`)
};

const ar_dash_status_refunded = /** @type {(inputs: Dash_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مستردة`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Dash_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_status_refunded = /** @type {((inputs?: Dash_Status_RefundedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Status_RefundedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_status_refunded(inputs)
	if (locale === "fr") return fr_dash_status_refunded(inputs)
	if (locale === "de") return de_dash_status_refunded(inputs)
	if (locale === "pt-BR") return pt_br2_dash_status_refunded(inputs)
	if (locale === "it") return it_dash_status_refunded(inputs)
	if (locale === "ar") return ar_dash_status_refunded(inputs)
	return en_dash_status_refunded(inputs)
});