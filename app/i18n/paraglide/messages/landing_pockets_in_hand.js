/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Pockets_In_HandInputs */

const en_landing_pockets_in_hand = /** @type {(inputs: Landing_Pockets_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In hand`)
};

const es_landing_pockets_in_hand = /** @type {(inputs: Landing_Pockets_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la mano`)
};

const fr_landing_pockets_in_hand = /** @type {(inputs: Landing_Pockets_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En main`)
};

const de_landing_pockets_in_hand = /** @type {(inputs: Landing_Pockets_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Hand`)
};

const pt_br2_landing_pockets_in_hand = /** @type {(inputs: Landing_Pockets_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na mão`)
};

const it_landing_pockets_in_hand = /** @type {(inputs: Landing_Pockets_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In mano`)
};

const ar_landing_pockets_in_hand = /** @type {(inputs: Landing_Pockets_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في اليد`)
};

/**
* | output |
* | --- |
* | "In hand" |
*
* @param {Landing_Pockets_In_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_pockets_in_hand = /** @type {((inputs?: Landing_Pockets_In_HandInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pockets_In_HandInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_pockets_in_hand(inputs)
	if (locale === "fr") return fr_landing_pockets_in_hand(inputs)
	if (locale === "de") return de_landing_pockets_in_hand(inputs)
	if (locale === "pt-BR") return pt_br2_landing_pockets_in_hand(inputs)
	if (locale === "it") return it_landing_pockets_in_hand(inputs)
	if (locale === "ar") return ar_landing_pockets_in_hand(inputs)
	return en_landing_pockets_in_hand(inputs)
});