/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_PendingInputs */

const en_owner_card_pending = /** @type {(inputs: Owner_Card_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe is waiting for your details before card tips can start.`)
};

const es_owner_card_pending = /** @type {(inputs: Owner_Card_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe espera tus datos para activar las propinas con tarjeta.`)
};

const fr_owner_card_pending = /** @type {(inputs: Owner_Card_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe attend vos informations avant de lancer les pourboires par carte.`)
};

const de_owner_card_pending = /** @type {(inputs: Owner_Card_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe wartet auf deine Angaben, bevor Karten-Trinkgeld starten kann.`)
};

const pt_br2_owner_card_pending = /** @type {(inputs: Owner_Card_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Stripe aguarda seus dados para liberar as gorjetas com cartão.`)
};

const it_owner_card_pending = /** @type {(inputs: Owner_Card_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe attende i tuoi dati prima di attivare le mance con carta.`)
};

const ar_owner_card_pending = /** @type {(inputs: Owner_Card_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينتظر Stripe بياناتك قبل بدء البقشيش بالبطاقة.`)
};

/**
* | output |
* | --- |
* | "Stripe is waiting for your details before card tips can start." |
*
* @param {Owner_Card_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_pending = /** @type {((inputs?: Owner_Card_PendingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_PendingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_pending(inputs)
	if (locale === "fr") return fr_owner_card_pending(inputs)
	if (locale === "de") return de_owner_card_pending(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_pending(inputs)
	if (locale === "it") return it_owner_card_pending(inputs)
	if (locale === "ar") return ar_owner_card_pending(inputs)
	return en_owner_card_pending(inputs)
});