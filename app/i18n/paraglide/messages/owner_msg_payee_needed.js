/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Payee_NeededInputs */

const en_owner_msg_payee_needed = /** @type {(inputs: Owner_Msg_Payee_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account holder's name is needed for PIX, bank transfer and UPI`)
};

const es_owner_msg_payee_needed = /** @type {(inputs: Owner_Msg_Payee_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El titular de la cuenta es necesario para PIX, transferencia y UPI`)
};

const fr_owner_msg_payee_needed = /** @type {(inputs: Owner_Msg_Payee_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom du titulaire est nécessaire pour PIX, le virement et UPI`)
};

const de_owner_msg_payee_needed = /** @type {(inputs: Owner_Msg_Payee_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name des Kontoinhabers ist für PIX, Überweisung und UPI nötig`)
};

const pt_br2_owner_msg_payee_needed = /** @type {(inputs: Owner_Msg_Payee_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do titular é necessário para PIX, transferência e UPI`)
};

const it_owner_msg_payee_needed = /** @type {(inputs: Owner_Msg_Payee_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il nome dell’intestatario serve per PIX, bonifico e UPI`)
};

const ar_owner_msg_payee_needed = /** @type {(inputs: Owner_Msg_Payee_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم صاحب الحساب مطلوب لـ PIX والتحويل البنكي وUPI`)
};

/**
* | output |
* | --- |
* | "The account holder's name is needed for PIX, bank transfer and UPI" |
*
* @param {Owner_Msg_Payee_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_payee_needed = /** @type {((inputs?: Owner_Msg_Payee_NeededInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Payee_NeededInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_payee_needed(inputs)
	if (locale === "fr") return fr_owner_msg_payee_needed(inputs)
	if (locale === "de") return de_owner_msg_payee_needed(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_payee_needed(inputs)
	if (locale === "it") return it_owner_msg_payee_needed(inputs)
	if (locale === "ar") return ar_owner_msg_payee_needed(inputs)
	return en_owner_msg_payee_needed(inputs)
});