/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_CurrencyInputs */

const en_owner_currency = /** @type {(inputs: Owner_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const es_owner_currency = /** @type {(inputs: Owner_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

const fr_owner_currency = /** @type {(inputs: Owner_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devise`)
};

const de_owner_currency = /** @type {(inputs: Owner_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Währung`)
};

const pt_br2_owner_currency = /** @type {(inputs: Owner_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moeda`)
};

const it_owner_currency = /** @type {(inputs: Owner_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valuta`)
};

const ar_owner_currency = /** @type {(inputs: Owner_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العملة`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Owner_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_currency = /** @type {((inputs?: Owner_CurrencyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_CurrencyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_currency(inputs)
	if (locale === "fr") return fr_owner_currency(inputs)
	if (locale === "de") return de_owner_currency(inputs)
	if (locale === "pt-BR") return pt_br2_owner_currency(inputs)
	if (locale === "it") return it_owner_currency(inputs)
	if (locale === "ar") return ar_owner_currency(inputs)
	return en_owner_currency(inputs)
});