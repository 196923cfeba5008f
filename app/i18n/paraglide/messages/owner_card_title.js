/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_TitleInputs */

const en_owner_card_title = /** @type {(inputs: Owner_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card and wallet tips`)
};

const es_owner_card_title = /** @type {(inputs: Owner_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propinas con tarjeta y monedero`)
};

const fr_owner_card_title = /** @type {(inputs: Owner_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboires par carte et portefeuille`)
};

const de_owner_card_title = /** @type {(inputs: Owner_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeld per Karte und Wallet`)
};

const pt_br2_owner_card_title = /** @type {(inputs: Owner_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas com cartão e carteira`)
};

const it_owner_card_title = /** @type {(inputs: Owner_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mance con carta e wallet`)
};

const ar_owner_card_title = /** @type {(inputs: Owner_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البقشيش بالبطاقة والمحفظة`)
};

/**
* | output |
* | --- |
* | "Card and wallet tips" |
*
* @param {Owner_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_title = /** @type {((inputs?: Owner_Card_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_title(inputs)
	if (locale === "fr") return fr_owner_card_title(inputs)
	if (locale === "de") return de_owner_card_title(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_title(inputs)
	if (locale === "it") return it_owner_card_title(inputs)
	if (locale === "ar") return ar_owner_card_title(inputs)
	return en_owner_card_title(inputs)
});