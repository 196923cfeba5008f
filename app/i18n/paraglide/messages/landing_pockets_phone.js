/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Pockets_PhoneInputs */

const en_landing_pockets_phone = /** @type {(inputs: Landing_Pockets_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_landing_pockets_phone = /** @type {(inputs: Landing_Pockets_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const fr_landing_pockets_phone = /** @type {(inputs: Landing_Pockets_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const de_landing_pockets_phone = /** @type {(inputs: Landing_Pockets_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handy`)
};

const pt_br2_landing_pockets_phone = /** @type {(inputs: Landing_Pockets_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celular`)
};

const it_landing_pockets_phone = /** @type {(inputs: Landing_Pockets_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefono`)
};

const ar_landing_pockets_phone = /** @type {(inputs: Landing_Pockets_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هاتف`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Landing_Pockets_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_pockets_phone = /** @type {((inputs?: Landing_Pockets_PhoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pockets_PhoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_pockets_phone(inputs)
	if (locale === "fr") return fr_landing_pockets_phone(inputs)
	if (locale === "de") return de_landing_pockets_phone(inputs)
	if (locale === "pt-BR") return pt_br2_landing_pockets_phone(inputs)
	if (locale === "it") return it_landing_pockets_phone(inputs)
	if (locale === "ar") return ar_landing_pockets_phone(inputs)
	return en_landing_pockets_phone(inputs)
});