/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Ticker_MethodsInputs */

const en_landing_ticker_methods = /** @type {(inputs: Landing_Ticker_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment methods`)
};

const es_landing_ticker_methods = /** @type {(inputs: Landing_Ticker_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métodos de pago`)
};

const fr_landing_ticker_methods = /** @type {(inputs: Landing_Ticker_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyens de paiement`)
};

const de_landing_ticker_methods = /** @type {(inputs: Landing_Ticker_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsmethoden`)
};

const pt_br2_landing_ticker_methods = /** @type {(inputs: Landing_Ticker_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formas de pagamento`)
};

const it_landing_ticker_methods = /** @type {(inputs: Landing_Ticker_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metodi di pagamento`)
};

const ar_landing_ticker_methods = /** @type {(inputs: Landing_Ticker_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طرق الدفع`)
};

/**
* | output |
* | --- |
* | "Payment methods" |
*
* @param {Landing_Ticker_MethodsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_ticker_methods = /** @type {((inputs?: Landing_Ticker_MethodsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Ticker_MethodsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_ticker_methods(inputs)
	if (locale === "fr") return fr_landing_ticker_methods(inputs)
	if (locale === "de") return de_landing_ticker_methods(inputs)
	if (locale === "pt-BR") return pt_br2_landing_ticker_methods(inputs)
	if (locale === "it") return it_landing_ticker_methods(inputs)
	if (locale === "ar") return ar_landing_ticker_methods(inputs)
	return en_landing_ticker_methods(inputs)
});