/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Owner_Card_PausedInputs */

const en_owner_card_paused = /** @type {(inputs: Owner_Card_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card tips are paused: ${i?.reason}.`)
};

const es_owner_card_paused = /** @type {(inputs: Owner_Card_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las propinas con tarjeta están en pausa: ${i?.reason}.`)
};

const fr_owner_card_paused = /** @type {(inputs: Owner_Card_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les pourboires par carte sont suspendus : ${i?.reason}.`)
};

const de_owner_card_paused = /** @type {(inputs: Owner_Card_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karten-Trinkgeld ist pausiert: ${i?.reason}.`)
};

const pt_br2_owner_card_paused = /** @type {(inputs: Owner_Card_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gorjetas com cartão pausadas: ${i?.reason}.`)
};

const it_owner_card_paused = /** @type {(inputs: Owner_Card_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mance con carta sono in pausa: ${i?.reason}.`)
};

const ar_owner_card_paused = /** @type {(inputs: Owner_Card_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`البقشيش بالبطاقة متوقف مؤقتًا: ${i?.reason}.`)
};

/**
* | output |
* | --- |
* | "Card tips are paused: {reason}." |
*
* @param {Owner_Card_PausedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_paused = /** @type {((inputs: Owner_Card_PausedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_PausedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_paused(inputs)
	if (locale === "fr") return fr_owner_card_paused(inputs)
	if (locale === "de") return de_owner_card_paused(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_paused(inputs)
	if (locale === "it") return it_owner_card_paused(inputs)
	if (locale === "ar") return ar_owner_card_paused(inputs)
	return en_owner_card_paused(inputs)
});