/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_PhoneInputs */

const en_owner_phone = /** @type {(inputs: Owner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_owner_phone = /** @type {(inputs: Owner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const fr_owner_phone = /** @type {(inputs: Owner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const de_owner_phone = /** @type {(inputs: Owner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const pt_br2_owner_phone = /** @type {(inputs: Owner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefone`)
};

const it_owner_phone = /** @type {(inputs: Owner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefono`)
};

const ar_owner_phone = /** @type {(inputs: Owner_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الهاتف`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Owner_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_phone = /** @type {((inputs?: Owner_PhoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_PhoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_phone(inputs)
	if (locale === "fr") return fr_owner_phone(inputs)
	if (locale === "de") return de_owner_phone(inputs)
	if (locale === "pt-BR") return pt_br2_owner_phone(inputs)
	if (locale === "it") return it_owner_phone(inputs)
	if (locale === "ar") return ar_owner_phone(inputs)
	return en_owner_phone(inputs)
});