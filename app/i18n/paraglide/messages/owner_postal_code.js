/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Postal_CodeInputs */

const en_owner_postal_code = /** @type {(inputs: Owner_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

const es_owner_postal_code = /** @type {(inputs: Owner_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

const fr_owner_postal_code = /** @type {(inputs: Owner_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

const de_owner_postal_code = /** @type {(inputs: Owner_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postleitzahl`)
};

const pt_br2_owner_postal_code = /** @type {(inputs: Owner_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CEP`)
};

const it_owner_postal_code = /** @type {(inputs: Owner_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CAP`)
};

const ar_owner_postal_code = /** @type {(inputs: Owner_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرمز البريدي`)
};

/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Owner_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_postal_code = /** @type {((inputs?: Owner_Postal_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Postal_CodeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_postal_code(inputs)
	if (locale === "fr") return fr_owner_postal_code(inputs)
	if (locale === "de") return de_owner_postal_code(inputs)
	if (locale === "pt-BR") return pt_br2_owner_postal_code(inputs)
	if (locale === "it") return it_owner_postal_code(inputs)
	if (locale === "ar") return ar_owner_postal_code(inputs)
	return en_owner_postal_code(inputs)
});