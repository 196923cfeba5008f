/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_Turn_OffInputs */

const en_owner_card_turn_off = /** @type {(inputs: Owner_Card_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off card tips`)
};

const es_owner_card_turn_off = /** @type {(inputs: Owner_Card_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar tarjeta`)
};

const fr_owner_card_turn_off = /** @type {(inputs: Owner_Card_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver la carte`)
};

const de_owner_card_turn_off = /** @type {(inputs: Owner_Card_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten-Trinkgeld aus`)
};

const pt_br2_owner_card_turn_off = /** @type {(inputs: Owner_Card_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar cartão`)
};

const it_owner_card_turn_off = /** @type {(inputs: Owner_Card_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattiva carta`)
};

const ar_owner_card_turn_off = /** @type {(inputs: Owner_Card_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف البقشيش بالبطاقة`)
};

/**
* | output |
* | --- |
* | "Turn off card tips" |
*
* @param {Owner_Card_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_turn_off = /** @type {((inputs?: Owner_Card_Turn_OffInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_Turn_OffInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_turn_off(inputs)
	if (locale === "fr") return fr_owner_card_turn_off(inputs)
	if (locale === "de") return de_owner_card_turn_off(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_turn_off(inputs)
	if (locale === "it") return it_owner_card_turn_off(inputs)
	if (locale === "ar") return ar_owner_card_turn_off(inputs)
	return en_owner_card_turn_off(inputs)
});