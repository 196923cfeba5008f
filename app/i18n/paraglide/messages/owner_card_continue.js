/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_ContinueInputs */

const en_owner_card_continue = /** @type {(inputs: Owner_Card_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue setup at Stripe`)
};

const es_owner_card_continue = /** @type {(inputs: Owner_Card_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir en Stripe`)
};

const fr_owner_card_continue = /** @type {(inputs: Owner_Card_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer chez Stripe`)
};

const de_owner_card_continue = /** @type {(inputs: Owner_Card_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei Stripe fortfahren`)
};

const pt_br2_owner_card_continue = /** @type {(inputs: Owner_Card_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar na Stripe`)
};

const it_owner_card_continue = /** @type {(inputs: Owner_Card_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continua su Stripe`)
};

const ar_owner_card_continue = /** @type {(inputs: Owner_Card_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكمل الإعداد لدى Stripe`)
};

/**
* | output |
* | --- |
* | "Continue setup at Stripe" |
*
* @param {Owner_Card_ContinueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_continue = /** @type {((inputs?: Owner_Card_ContinueInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_ContinueInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_continue(inputs)
	if (locale === "fr") return fr_owner_card_continue(inputs)
	if (locale === "de") return de_owner_card_continue(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_continue(inputs)
	if (locale === "it") return it_owner_card_continue(inputs)
	if (locale === "ar") return ar_owner_card_continue(inputs)
	return en_owner_card_continue(inputs)
});