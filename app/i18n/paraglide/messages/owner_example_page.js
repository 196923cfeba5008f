/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Example_PageInputs */

const en_owner_example_page = /** @type {(inputs: Owner_Example_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourpage`)
};

const es_owner_example_page = /** @type {(inputs: Owner_Example_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tupagina`)
};

const fr_owner_example_page = /** @type {(inputs: Owner_Example_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votrepage`)
};

const de_owner_example_page = /** @type {(inputs: Owner_Example_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deineseite`)
};

const pt_br2_owner_example_page = /** @type {(inputs: Owner_Example_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suapagina`)
};

const it_owner_example_page = /** @type {(inputs: Owner_Example_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tuapagina`)
};

const ar_owner_example_page = /** @type {(inputs: Owner_Example_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourpage`)
};

/**
* | output |
* | --- |
* | "yourpage" |
*
* @param {Owner_Example_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_example_page = /** @type {((inputs?: Owner_Example_PageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Example_PageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_example_page(inputs)
	if (locale === "fr") return fr_owner_example_page(inputs)
	if (locale === "de") return de_owner_example_page(inputs)
	if (locale === "pt-BR") return pt_br2_owner_example_page(inputs)
	if (locale === "it") return it_owner_example_page(inputs)
	if (locale === "ar") return ar_owner_example_page(inputs)
	return en_owner_example_page(inputs)
});