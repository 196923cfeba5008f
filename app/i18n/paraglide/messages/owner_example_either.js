/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ a: NonNullable<unknown>, b: NonNullable<unknown> }} Owner_Example_EitherInputs */

const en_owner_example_either = /** @type {(inputs: Owner_Example_EitherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} or ${i?.b}`)
};

const es_owner_example_either = /** @type {(inputs: Owner_Example_EitherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} o ${i?.b}`)
};

const fr_owner_example_either = /** @type {(inputs: Owner_Example_EitherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} ou ${i?.b}`)
};

const de_owner_example_either = /** @type {(inputs: Owner_Example_EitherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} oder ${i?.b}`)
};

const pt_br2_owner_example_either = /** @type {(inputs: Owner_Example_EitherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} ou ${i?.b}`)
};

const it_owner_example_either = /** @type {(inputs: Owner_Example_EitherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} o ${i?.b}`)
};

const ar_owner_example_either = /** @type {(inputs: Owner_Example_EitherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} أو ${i?.b}`)
};

/**
* | output |
* | --- |
* | "{a} or {b}" |
*
* @param {Owner_Example_EitherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_example_either = /** @type {((inputs: Owner_Example_EitherInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Example_EitherInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_example_either(inputs)
	if (locale === "fr") return fr_owner_example_either(inputs)
	if (locale === "de") return de_owner_example_either(inputs)
	if (locale === "pt-BR") return pt_br2_owner_example_either(inputs)
	if (locale === "it") return it_owner_example_either(inputs)
	if (locale === "ar") return ar_owner_example_either(inputs)
	return en_owner_example_either(inputs)
});