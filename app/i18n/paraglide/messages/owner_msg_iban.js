/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_IbanInputs */

const en_owner_msg_iban = /** @type {(inputs: Owner_Msg_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid IBAN (the check digits do not match)`)
};

const es_owner_msg_iban = /** @type {(inputs: Owner_Msg_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un IBAN válido (los dígitos de control no coinciden)`)
};

const fr_owner_msg_iban = /** @type {(inputs: Owner_Msg_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un IBAN valide (la clé de contrôle ne correspond pas)`)
};

const de_owner_msg_iban = /** @type {(inputs: Owner_Msg_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige IBAN ein (die Prüfziffern stimmen nicht)`)
};

const pt_br2_owner_msg_iban = /** @type {(inputs: Owner_Msg_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um IBAN válido (os dígitos de controle não conferem)`)
};

const it_owner_msg_iban = /** @type {(inputs: Owner_Msg_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci un IBAN valido (le cifre di controllo non corrispondono)`)
};

const ar_owner_msg_iban = /** @type {(inputs: Owner_Msg_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل IBAN صالحًا (أرقام التحقق لا تتطابق)`)
};

/**
* | output |
* | --- |
* | "Enter a valid IBAN (the check digits do not match)" |
*
* @param {Owner_Msg_IbanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_iban = /** @type {((inputs?: Owner_Msg_IbanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_IbanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_iban(inputs)
	if (locale === "fr") return fr_owner_msg_iban(inputs)
	if (locale === "de") return de_owner_msg_iban(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_iban(inputs)
	if (locale === "it") return it_owner_msg_iban(inputs)
	if (locale === "ar") return ar_owner_msg_iban(inputs)
	return en_owner_msg_iban(inputs)
});