/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Payee_NameInputs */

const en_owner_payee_name = /** @type {(inputs: Owner_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder's name`)
};

const es_owner_payee_name = /** @type {(inputs: Owner_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titular de la cuenta`)
};

const fr_owner_payee_name = /** @type {(inputs: Owner_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titulaire du compte`)
};

const de_owner_payee_name = /** @type {(inputs: Owner_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Kontoinhabers`)
};

const pt_br2_owner_payee_name = /** @type {(inputs: Owner_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome do titular`)
};

const it_owner_payee_name = /** @type {(inputs: Owner_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intestatario del conto`)
};

const ar_owner_payee_name = /** @type {(inputs: Owner_Payee_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم صاحب الحساب`)
};

/**
* | output |
* | --- |
* | "Account holder's name" |
*
* @param {Owner_Payee_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_payee_name = /** @type {((inputs?: Owner_Payee_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Payee_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_payee_name(inputs)
	if (locale === "fr") return fr_owner_payee_name(inputs)
	if (locale === "de") return de_owner_payee_name(inputs)
	if (locale === "pt-BR") return pt_br2_owner_payee_name(inputs)
	if (locale === "it") return it_owner_payee_name(inputs)
	if (locale === "ar") return ar_owner_payee_name(inputs)
	return en_owner_payee_name(inputs)
});