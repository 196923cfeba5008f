/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_StreetInputs */

const en_owner_street = /** @type {(inputs: Owner_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street`)
};

const es_owner_street = /** @type {(inputs: Owner_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calle`)
};

const fr_owner_street = /** @type {(inputs: Owner_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rue`)
};

const de_owner_street = /** @type {(inputs: Owner_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straße`)
};

const pt_br2_owner_street = /** @type {(inputs: Owner_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rua`)
};

const it_owner_street = /** @type {(inputs: Owner_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

const ar_owner_street = /** @type {(inputs: Owner_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الشارع`)
};

/**
* | output |
* | --- |
* | "Street" |
*
* @param {Owner_StreetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_street = /** @type {((inputs?: Owner_StreetInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_StreetInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_street(inputs)
	if (locale === "fr") return fr_owner_street(inputs)
	if (locale === "de") return de_owner_street(inputs)
	if (locale === "pt-BR") return pt_br2_owner_street(inputs)
	if (locale === "it") return it_owner_street(inputs)
	if (locale === "ar") return ar_owner_street(inputs)
	return en_owner_street(inputs)
});