/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tax_IdInputs */

const en_owner_tax_id = /** @type {(inputs: Owner_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax ID`)
};

const es_owner_tax_id = /** @type {(inputs: Owner_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIF`)
};

const fr_owner_tax_id = /** @type {(inputs: Owner_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro fiscal`)
};

const de_owner_tax_id = /** @type {(inputs: Owner_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steuernummer`)
};

const pt_br2_owner_tax_id = /** @type {(inputs: Owner_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF/CNPJ`)
};

const it_owner_tax_id = /** @type {(inputs: Owner_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice fiscale`)
};

const ar_owner_tax_id = /** @type {(inputs: Owner_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرقم الضريبي`)
};

/**
* | output |
* | --- |
* | "Tax ID" |
*
* @param {Owner_Tax_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_tax_id = /** @type {((inputs?: Owner_Tax_IdInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tax_IdInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tax_id(inputs)
	if (locale === "fr") return fr_owner_tax_id(inputs)
	if (locale === "de") return de_owner_tax_id(inputs)
	if (locale === "pt-BR") return pt_br2_owner_tax_id(inputs)
	if (locale === "it") return it_owner_tax_id(inputs)
	if (locale === "ar") return ar_owner_tax_id(inputs)
	return en_owner_tax_id(inputs)
});