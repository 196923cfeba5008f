/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Currency_HintInputs */

const en_owner_currency_hint = /** @type {(inputs: Owner_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tip amounts and card tips are in this currency.`)
};

const es_owner_currency_hint = /** @type {(inputs: Owner_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus importes y las propinas con tarjeta van en esta moneda.`)
};

const fr_owner_currency_hint = /** @type {(inputs: Owner_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos montants et pourboires par carte sont dans cette devise.`)
};

const de_owner_currency_hint = /** @type {(inputs: Owner_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Beträge und Karten-Trinkgelder sind in dieser Währung.`)
};

const pt_br2_owner_currency_hint = /** @type {(inputs: Owner_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus valores e gorjetas com cartão ficam nesta moeda.`)
};

const it_owner_currency_hint = /** @type {(inputs: Owner_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I tuoi importi e le mance con carta sono in questa valuta.`)
};

const ar_owner_currency_hint = /** @type {(inputs: Owner_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مبالغك والبقشيش بالبطاقة بهذه العملة.`)
};

/**
* | output |
* | --- |
* | "Your tip amounts and card tips are in this currency." |
*
* @param {Owner_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_currency_hint = /** @type {((inputs?: Owner_Currency_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Currency_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_currency_hint(inputs)
	if (locale === "fr") return fr_owner_currency_hint(inputs)
	if (locale === "de") return de_owner_currency_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_currency_hint(inputs)
	if (locale === "it") return it_owner_currency_hint(inputs)
	if (locale === "ar") return ar_owner_currency_hint(inputs)
	return en_owner_currency_hint(inputs)
});