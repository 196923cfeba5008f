/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_OffInputs */

const en_owner_card_off = /** @type {(inputs: Owner_Card_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card tips are not set up on this site.`)
};

const es_owner_card_off = /** @type {(inputs: Owner_Card_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las propinas con tarjeta no están configuradas en este sitio.`)
};

const fr_owner_card_off = /** @type {(inputs: Owner_Card_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pourboires par carte ne sont pas configurés sur ce site.`)
};

const de_owner_card_off = /** @type {(inputs: Owner_Card_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten-Trinkgeld ist auf dieser Website nicht eingerichtet.`)
};

const pt_br2_owner_card_off = /** @type {(inputs: Owner_Card_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas com cartão não estão configuradas neste site.`)
};

const it_owner_card_off = /** @type {(inputs: Owner_Card_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mance con carta non sono configurate su questo sito.`)
};

const ar_owner_card_off = /** @type {(inputs: Owner_Card_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البقشيش بالبطاقة غير مُعدّ على هذا الموقع.`)
};

/**
* | output |
* | --- |
* | "Card tips are not set up on this site." |
*
* @param {Owner_Card_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_off = /** @type {((inputs?: Owner_Card_OffInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_OffInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_off(inputs)
	if (locale === "fr") return fr_owner_card_off(inputs)
	if (locale === "de") return de_owner_card_off(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_off(inputs)
	if (locale === "it") return it_owner_card_off(inputs)
	if (locale === "ar") return ar_owner_card_off(inputs)
	return en_owner_card_off(inputs)
});