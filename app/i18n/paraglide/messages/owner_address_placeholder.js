/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Address_PlaceholderInputs */

const en_owner_address_placeholder = /** @type {(inputs: Owner_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start typing a street address`)
};

const es_owner_address_placeholder = /** @type {(inputs: Owner_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza a escribir una dirección`)
};

const fr_owner_address_placeholder = /** @type {(inputs: Owner_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez à taper une adresse`)
};

const de_owner_address_placeholder = /** @type {(inputs: Owner_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straße und Hausnummer eingeben`)
};

const pt_br2_owner_address_placeholder = /** @type {(inputs: Owner_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comece a digitar um endereço`)
};

const it_owner_address_placeholder = /** @type {(inputs: Owner_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizia a scrivere un indirizzo`)
};

const ar_owner_address_placeholder = /** @type {(inputs: Owner_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ بكتابة عنوان الشارع`)
};

/**
* | output |
* | --- |
* | "Start typing a street address" |
*
* @param {Owner_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_address_placeholder = /** @type {((inputs?: Owner_Address_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Address_PlaceholderInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address_placeholder(inputs)
	if (locale === "fr") return fr_owner_address_placeholder(inputs)
	if (locale === "de") return de_owner_address_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_owner_address_placeholder(inputs)
	if (locale === "it") return it_owner_address_placeholder(inputs)
	if (locale === "ar") return ar_owner_address_placeholder(inputs)
	return en_owner_address_placeholder(inputs)
});