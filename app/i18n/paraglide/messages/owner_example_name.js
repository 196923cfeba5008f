/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Example_NameInputs */

const en_owner_example_name = /** @type {(inputs: Owner_Example_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourname`)
};

const es_owner_example_name = /** @type {(inputs: Owner_Example_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tunombre`)
};

const fr_owner_example_name = /** @type {(inputs: Owner_Example_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votrenom`)
};

const de_owner_example_name = /** @type {(inputs: Owner_Example_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deinname`)
};

const pt_br2_owner_example_name = /** @type {(inputs: Owner_Example_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seunome`)
};

const it_owner_example_name = /** @type {(inputs: Owner_Example_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tuonome`)
};

const ar_owner_example_name = /** @type {(inputs: Owner_Example_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourname`)
};

/**
* | output |
* | --- |
* | "yourname" |
*
* @param {Owner_Example_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_example_name = /** @type {((inputs?: Owner_Example_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Example_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_example_name(inputs)
	if (locale === "fr") return fr_owner_example_name(inputs)
	if (locale === "de") return de_owner_example_name(inputs)
	if (locale === "pt-BR") return pt_br2_owner_example_name(inputs)
	if (locale === "it") return it_owner_example_name(inputs)
	if (locale === "ar") return ar_owner_example_name(inputs)
	return en_owner_example_name(inputs)
});