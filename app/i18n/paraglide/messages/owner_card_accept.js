/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_AcceptInputs */

const en_owner_card_accept = /** @type {(inputs: Owner_Card_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept card and wallet tips`)
};

const es_owner_card_accept = /** @type {(inputs: Owner_Card_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar tarjeta y monedero`)
};

const fr_owner_card_accept = /** @type {(inputs: Owner_Card_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter carte et portefeuille`)
};

const de_owner_card_accept = /** @type {(inputs: Owner_Card_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte und Wallet annehmen`)
};

const pt_br2_owner_card_accept = /** @type {(inputs: Owner_Card_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceitar cartão e carteira`)
};

const it_owner_card_accept = /** @type {(inputs: Owner_Card_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accetta carta e wallet`)
};

const ar_owner_card_accept = /** @type {(inputs: Owner_Card_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اقبل البطاقة والمحفظة`)
};

/**
* | output |
* | --- |
* | "Accept card and wallet tips" |
*
* @param {Owner_Card_AcceptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_accept = /** @type {((inputs?: Owner_Card_AcceptInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_AcceptInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_accept(inputs)
	if (locale === "fr") return fr_owner_card_accept(inputs)
	if (locale === "de") return de_owner_card_accept(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_accept(inputs)
	if (locale === "it") return it_owner_card_accept(inputs)
	if (locale === "ar") return ar_owner_card_accept(inputs)
	return en_owner_card_accept(inputs)
});