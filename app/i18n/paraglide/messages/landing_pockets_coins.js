/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Pockets_CoinsInputs */

const en_landing_pockets_coins = /** @type {(inputs: Landing_Pockets_CoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coins`)
};

const es_landing_pockets_coins = /** @type {(inputs: Landing_Pockets_CoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monedas`)
};

const fr_landing_pockets_coins = /** @type {(inputs: Landing_Pockets_CoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces`)
};

const de_landing_pockets_coins = /** @type {(inputs: Landing_Pockets_CoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Münzen`)
};

const pt_br2_landing_pockets_coins = /** @type {(inputs: Landing_Pockets_CoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moedas`)
};

const it_landing_pockets_coins = /** @type {(inputs: Landing_Pockets_CoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monete`)
};

const ar_landing_pockets_coins = /** @type {(inputs: Landing_Pockets_CoinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عملات معدنية`)
};

/**
* | output |
* | --- |
* | "Coins" |
*
* @param {Landing_Pockets_CoinsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_pockets_coins = /** @type {((inputs?: Landing_Pockets_CoinsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pockets_CoinsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_pockets_coins(inputs)
	if (locale === "fr") return fr_landing_pockets_coins(inputs)
	if (locale === "de") return de_landing_pockets_coins(inputs)
	if (locale === "pt-BR") return pt_br2_landing_pockets_coins(inputs)
	if (locale === "it") return it_landing_pockets_coins(inputs)
	if (locale === "ar") return ar_landing_pockets_coins(inputs)
	return en_landing_pockets_coins(inputs)
});