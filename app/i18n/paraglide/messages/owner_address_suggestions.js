/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Address_SuggestionsInputs */

const en_owner_address_suggestions = /** @type {(inputs: Owner_Address_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address suggestions`)
};

const es_owner_address_suggestions = /** @type {(inputs: Owner_Address_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direcciones sugeridas`)
};

const fr_owner_address_suggestions = /** @type {(inputs: Owner_Address_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresses suggérées`)
};

const de_owner_address_suggestions = /** @type {(inputs: Owner_Address_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adressvorschläge`)
};

const pt_br2_owner_address_suggestions = /** @type {(inputs: Owner_Address_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereços sugeridos`)
};

const it_owner_address_suggestions = /** @type {(inputs: Owner_Address_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzi suggeriti`)
};

const ar_owner_address_suggestions = /** @type {(inputs: Owner_Address_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عناوين مقترحة`)
};

/**
* | output |
* | --- |
* | "Address suggestions" |
*
* @param {Owner_Address_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_address_suggestions = /** @type {((inputs?: Owner_Address_SuggestionsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Address_SuggestionsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address_suggestions(inputs)
	if (locale === "fr") return fr_owner_address_suggestions(inputs)
	if (locale === "de") return de_owner_address_suggestions(inputs)
	if (locale === "pt-BR") return pt_br2_owner_address_suggestions(inputs)
	if (locale === "it") return it_owner_address_suggestions(inputs)
	if (locale === "ar") return ar_owner_address_suggestions(inputs)
	return en_owner_address_suggestions(inputs)
});