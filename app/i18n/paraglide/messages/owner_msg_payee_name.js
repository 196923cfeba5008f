/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Payee_NameInputs */

const en_owner_msg_payee_name = /** @type {(inputs: Owner_Msg_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the account holder's name, at most 70 characters`)
};

const es_owner_msg_payee_name = /** @type {(inputs: Owner_Msg_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el titular de la cuenta, 70 caracteres como máximo`)
};

const fr_owner_msg_payee_name = /** @type {(inputs: Owner_Msg_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le nom du titulaire, 70 caractères au plus`)
};

const de_owner_msg_payee_name = /** @type {(inputs: Owner_Msg_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Namen des Kontoinhabers ein, höchstens 70 Zeichen`)
};

const pt_br2_owner_msg_payee_name = /** @type {(inputs: Owner_Msg_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o nome do titular, no máximo 70 caracteres`)
};

const it_owner_msg_payee_name = /** @type {(inputs: Owner_Msg_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci il nome dell’intestatario, al massimo 70 caratteri`)
};

const ar_owner_msg_payee_name = /** @type {(inputs: Owner_Msg_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسم صاحب الحساب، 70 حرفًا كحد أقصى`)
};

/**
* | output |
* | --- |
* | "Enter the account holder's name, at most 70 characters" |
*
* @param {Owner_Msg_Payee_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_payee_name = /** @type {((inputs?: Owner_Msg_Payee_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Payee_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_payee_name(inputs)
	if (locale === "fr") return fr_owner_msg_payee_name(inputs)
	if (locale === "de") return de_owner_msg_payee_name(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_payee_name(inputs)
	if (locale === "it") return it_owner_msg_payee_name(inputs)
	if (locale === "ar") return ar_owner_msg_payee_name(inputs)
	return en_owner_msg_payee_name(inputs)
});