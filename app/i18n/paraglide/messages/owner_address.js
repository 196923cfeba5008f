/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_AddressInputs */

const en_owner_address = /** @type {(inputs: Owner_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const es_owner_address = /** @type {(inputs: Owner_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

const fr_owner_address = /** @type {(inputs: Owner_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const de_owner_address = /** @type {(inputs: Owner_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const pt_br2_owner_address = /** @type {(inputs: Owner_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço`)
};

const it_owner_address = /** @type {(inputs: Owner_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo`)
};

const ar_owner_address = /** @type {(inputs: Owner_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Owner_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_address = /** @type {((inputs?: Owner_AddressInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_AddressInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address(inputs)
	if (locale === "fr") return fr_owner_address(inputs)
	if (locale === "de") return de_owner_address(inputs)
	if (locale === "pt-BR") return pt_br2_owner_address(inputs)
	if (locale === "it") return it_owner_address(inputs)
	if (locale === "ar") return ar_owner_address(inputs)
	return en_owner_address(inputs)
});