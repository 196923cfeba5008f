/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Address_SearchInputs */

const en_owner_address_search = /** @type {(inputs: Owner_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search your address`)
};

const es_owner_address_search = /** @type {(inputs: Owner_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca tu dirección`)
};

const fr_owner_address_search = /** @type {(inputs: Owner_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cherchez votre adresse`)
};

const de_owner_address_search = /** @type {(inputs: Owner_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse suchen`)
};

const pt_br2_owner_address_search = /** @type {(inputs: Owner_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque seu endereço`)
};

const it_owner_address_search = /** @type {(inputs: Owner_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca il tuo indirizzo`)
};

const ar_owner_address_search = /** @type {(inputs: Owner_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابحث عن عنوانك`)
};

/**
* | output |
* | --- |
* | "Search your address" |
*
* @param {Owner_Address_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_address_search = /** @type {((inputs?: Owner_Address_SearchInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Address_SearchInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address_search(inputs)
	if (locale === "fr") return fr_owner_address_search(inputs)
	if (locale === "de") return de_owner_address_search(inputs)
	if (locale === "pt-BR") return pt_br2_owner_address_search(inputs)
	if (locale === "it") return it_owner_address_search(inputs)
	if (locale === "ar") return ar_owner_address_search(inputs)
	return en_owner_address_search(inputs)
});