/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Pockets_BillsInputs */

const en_landing_pockets_bills = /** @type {(inputs: Landing_Pockets_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bills`)
};

const es_landing_pockets_bills = /** @type {(inputs: Landing_Pockets_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billetes`)
};

const fr_landing_pockets_bills = /** @type {(inputs: Landing_Pockets_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billets`)
};

const de_landing_pockets_bills = /** @type {(inputs: Landing_Pockets_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheine`)
};

const pt_br2_landing_pockets_bills = /** @type {(inputs: Landing_Pockets_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

const it_landing_pockets_bills = /** @type {(inputs: Landing_Pockets_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banconote`)
};

const ar_landing_pockets_bills = /** @type {(inputs: Landing_Pockets_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أوراق نقدية`)
};

/**
* | output |
* | --- |
* | "Bills" |
*
* @param {Landing_Pockets_BillsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_pockets_bills = /** @type {((inputs?: Landing_Pockets_BillsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pockets_BillsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_pockets_bills(inputs)
	if (locale === "fr") return fr_landing_pockets_bills(inputs)
	if (locale === "de") return de_landing_pockets_bills(inputs)
	if (locale === "pt-BR") return pt_br2_landing_pockets_bills(inputs)
	if (locale === "it") return it_landing_pockets_bills(inputs)
	if (locale === "ar") return ar_landing_pockets_bills(inputs)
	return en_landing_pockets_bills(inputs)
});