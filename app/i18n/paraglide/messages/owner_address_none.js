/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Address_NoneInputs */

const en_owner_address_none = /** @type {(inputs: Owner_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No matching addresses`)
};

const es_owner_address_none = /** @type {(inputs: Owner_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay direcciones que coincidan`)
};

const fr_owner_address_none = /** @type {(inputs: Owner_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune adresse correspondante`)
};

const de_owner_address_none = /** @type {(inputs: Owner_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passende Adresse`)
};

const pt_br2_owner_address_none = /** @type {(inputs: Owner_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum endereço encontrado`)
};

const it_owner_address_none = /** @type {(inputs: Owner_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun indirizzo corrispondente`)
};

const ar_owner_address_none = /** @type {(inputs: Owner_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد عناوين مطابقة`)
};

/**
* | output |
* | --- |
* | "No matching addresses" |
*
* @param {Owner_Address_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_address_none = /** @type {((inputs?: Owner_Address_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Address_NoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address_none(inputs)
	if (locale === "fr") return fr_owner_address_none(inputs)
	if (locale === "de") return de_owner_address_none(inputs)
	if (locale === "pt-BR") return pt_br2_owner_address_none(inputs)
	if (locale === "it") return it_owner_address_none(inputs)
	if (locale === "ar") return ar_owner_address_none(inputs)
	return en_owner_address_none(inputs)
});