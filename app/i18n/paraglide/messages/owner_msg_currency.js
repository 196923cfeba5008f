/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_CurrencyInputs */

const en_owner_msg_currency = /** @type {(inputs: Owner_Msg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a currency from the list`)
};

const es_owner_msg_currency = /** @type {(inputs: Owner_Msg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una moneda de la lista`)
};

const fr_owner_msg_currency = /** @type {(inputs: Owner_Msg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une devise dans la liste`)
};

const de_owner_msg_currency = /** @type {(inputs: Owner_Msg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Währung aus der Liste`)
};

const pt_br2_owner_msg_currency = /** @type {(inputs: Owner_Msg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma moeda da lista`)
};

const it_owner_msg_currency = /** @type {(inputs: Owner_Msg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una valuta dall’elenco`)
};

const ar_owner_msg_currency = /** @type {(inputs: Owner_Msg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر عملة من القائمة`)
};

/**
* | output |
* | --- |
* | "Choose a currency from the list" |
*
* @param {Owner_Msg_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_currency = /** @type {((inputs?: Owner_Msg_CurrencyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_CurrencyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_currency(inputs)
	if (locale === "fr") return fr_owner_msg_currency(inputs)
	if (locale === "de") return de_owner_msg_currency(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_currency(inputs)
	if (locale === "it") return it_owner_msg_currency(inputs)
	if (locale === "ar") return ar_owner_msg_currency(inputs)
	return en_owner_msg_currency(inputs)
});