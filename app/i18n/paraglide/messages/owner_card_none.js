/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_NoneInputs */

const en_owner_card_none = /** @type {(inputs: Owner_Card_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let visitors tip you by card, Apple Pay or Google Pay in two taps. Stripe pays the money into your own bank account; Tipped never sees your bank or identity details.`)
};

const es_owner_card_none = /** @type {(inputs: Owner_Card_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja que te den propina con tarjeta, Apple Pay o Google Pay en dos toques. Stripe ingresa el dinero en tu propia cuenta bancaria; Tipped nunca ve tus datos bancarios ni de identidad.`)
};

const fr_owner_card_none = /** @type {(inputs: Owner_Card_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez les visiteurs vous donner un pourboire par carte, Apple Pay ou Google Pay en deux gestes. Stripe verse l’argent sur votre propre compte ; Tipped ne voit jamais vos coordonnées bancaires ni votre identité.`)
};

const de_owner_card_none = /** @type {(inputs: Owner_Card_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besucher geben dir mit zwei Tipps Trinkgeld per Karte, Apple Pay oder Google Pay. Stripe zahlt das Geld auf dein eigenes Bankkonto; Tipped sieht nie deine Bank- oder Ausweisdaten.`)
};

const pt_br2_owner_card_none = /** @type {(inputs: Owner_Card_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixe os visitantes te darem gorjeta com cartão, Apple Pay ou Google Pay em dois toques. A Stripe paga na sua própria conta bancária; o Tipped nunca vê seus dados bancários ou de identidade.`)
};

const it_owner_card_none = /** @type {(inputs: Owner_Card_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatti dare la mancia con carta, Apple Pay o Google Pay in due tocchi. Stripe versa il denaro sul tuo conto; Tipped non vede mai i tuoi dati bancari o d’identità.`)
};

const ar_owner_card_none = /** @type {(inputs: Owner_Card_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دع الزوار يعطونك البقشيش بالبطاقة أو Apple Pay أو Google Pay بلمستين. يدفع Stripe المال إلى حسابك البنكي؛ ولا يرى Tipped بياناتك البنكية أو هويتك أبدًا.`)
};

/**
* | output |
* | --- |
* | "Let visitors tip you by card, Apple Pay or Google Pay in two taps. Stripe pays the money into your own bank account; Tipped never sees your bank or identity ..." |
*
* @param {Owner_Card_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_none = /** @type {((inputs?: Owner_Card_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_NoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_none(inputs)
	if (locale === "fr") return fr_owner_card_none(inputs)
	if (locale === "de") return de_owner_card_none(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_none(inputs)
	if (locale === "it") return it_owner_card_none(inputs)
	if (locale === "ar") return ar_owner_card_none(inputs)
	return en_owner_card_none(inputs)
});