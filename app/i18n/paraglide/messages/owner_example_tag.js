/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Example_TagInputs */

const en_owner_example_tag = /** @type {(inputs: Owner_Example_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourtag`)
};

const es_owner_example_tag = /** @type {(inputs: Owner_Example_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tunombre`)
};

const fr_owner_example_tag = /** @type {(inputs: Owner_Example_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votrenom`)
};

const de_owner_example_tag = /** @type {(inputs: Owner_Example_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deinname`)
};

const pt_br2_owner_example_tag = /** @type {(inputs: Owner_Example_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seunome`)
};

const it_owner_example_tag = /** @type {(inputs: Owner_Example_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tuonome`)
};

const ar_owner_example_tag = /** @type {(inputs: Owner_Example_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourtag`)
};

/**
* | output |
* | --- |
* | "yourtag" |
*
* @param {Owner_Example_TagInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_example_tag = /** @type {((inputs?: Owner_Example_TagInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Example_TagInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_example_tag(inputs)
	if (locale === "fr") return fr_owner_example_tag(inputs)
	if (locale === "de") return de_owner_example_tag(inputs)
	if (locale === "pt-BR") return pt_br2_owner_example_tag(inputs)
	if (locale === "it") return it_owner_example_tag(inputs)
	if (locale === "ar") return ar_owner_example_tag(inputs)
	return en_owner_example_tag(inputs)
});