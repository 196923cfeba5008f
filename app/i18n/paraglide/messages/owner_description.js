/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_DescriptionInputs */

const en_owner_description = /** @type {(inputs: Owner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_owner_description = /** @type {(inputs: Owner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const fr_owner_description = /** @type {(inputs: Owner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const de_owner_description = /** @type {(inputs: Owner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

const pt_br2_owner_description = /** @type {(inputs: Owner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
};

const it_owner_description = /** @type {(inputs: Owner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrizione`)
};

const ar_owner_description = /** @type {(inputs: Owner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوصف`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Owner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_description = /** @type {((inputs?: Owner_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_DescriptionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_description(inputs)
	if (locale === "fr") return fr_owner_description(inputs)
	if (locale === "de") return de_owner_description(inputs)
	if (locale === "pt-BR") return pt_br2_owner_description(inputs)
	if (locale === "it") return it_owner_description(inputs)
	if (locale === "ar") return ar_owner_description(inputs)
	return en_owner_description(inputs)
});