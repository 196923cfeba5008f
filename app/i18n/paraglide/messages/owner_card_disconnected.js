/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_DisconnectedInputs */

const en_owner_card_disconnected = /** @type {(inputs: Owner_Card_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card tips are off. Your Stripe account and its balance stay yours at Stripe.`)
};

const es_owner_card_disconnected = /** @type {(inputs: Owner_Card_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las propinas con tarjeta están desactivadas. Tu cuenta de Stripe y su saldo siguen siendo tuyos en Stripe.`)
};

const fr_owner_card_disconnected = /** @type {(inputs: Owner_Card_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pourboires par carte sont désactivés. Votre compte Stripe et son solde restent à vous chez Stripe.`)
};

const de_owner_card_disconnected = /** @type {(inputs: Owner_Card_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten-Trinkgeld ist aus. Dein Stripe-Konto und sein Guthaben bleiben deins bei Stripe.`)
};

const pt_br2_owner_card_disconnected = /** @type {(inputs: Owner_Card_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas com cartão desativadas. Sua conta Stripe e o saldo continuam seus na Stripe.`)
};

const it_owner_card_disconnected = /** @type {(inputs: Owner_Card_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mance con carta sono disattivate. Il tuo account Stripe e il suo saldo restano tuoi su Stripe.`)
};

const ar_owner_card_disconnected = /** @type {(inputs: Owner_Card_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البقشيش بالبطاقة متوقف. يبقى حسابك في Stripe ورصيده ملكك لدى Stripe.`)
};

/**
* | output |
* | --- |
* | "Card tips are off. Your Stripe account and its balance stay yours at Stripe." |
*
* @param {Owner_Card_DisconnectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_disconnected = /** @type {((inputs?: Owner_Card_DisconnectedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_DisconnectedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_disconnected(inputs)
	if (locale === "fr") return fr_owner_card_disconnected(inputs)
	if (locale === "de") return de_owner_card_disconnected(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_disconnected(inputs)
	if (locale === "it") return it_owner_card_disconnected(inputs)
	if (locale === "ar") return ar_owner_card_disconnected(inputs)
	return en_owner_card_disconnected(inputs)
});