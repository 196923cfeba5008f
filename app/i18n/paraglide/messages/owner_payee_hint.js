/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Payee_HintInputs */

const en_owner_payee_hint = /** @type {(inputs: Owner_Payee_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX, bank transfers and UPI show it to the payer.`)
};

const es_owner_payee_hint = /** @type {(inputs: Owner_Payee_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX, las transferencias y UPI se lo muestran a quien paga.`)
};

const fr_owner_payee_hint = /** @type {(inputs: Owner_Payee_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX, les virements et UPI l’affichent au payeur.`)
};

const de_owner_payee_hint = /** @type {(inputs: Owner_Payee_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX, Überweisungen und UPI zeigen ihn dem Zahlenden.`)
};

const pt_br2_owner_payee_hint = /** @type {(inputs: Owner_Payee_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX, transferências e UPI mostram o nome a quem paga.`)
};

const it_owner_payee_hint = /** @type {(inputs: Owner_Payee_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX, bonifici e UPI lo mostrano a chi paga.`)
};

const ar_owner_payee_hint = /** @type {(inputs: Owner_Payee_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعرضه PIX والتحويلات البنكية وUPI للدافع.`)
};

/**
* | output |
* | --- |
* | "PIX, bank transfers and UPI show it to the payer." |
*
* @param {Owner_Payee_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_payee_hint = /** @type {((inputs?: Owner_Payee_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Payee_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_payee_hint(inputs)
	if (locale === "fr") return fr_owner_payee_hint(inputs)
	if (locale === "de") return de_owner_payee_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_payee_hint(inputs)
	if (locale === "it") return it_owner_payee_hint(inputs)
	if (locale === "ar") return ar_owner_payee_hint(inputs)
	return en_owner_payee_hint(inputs)
});