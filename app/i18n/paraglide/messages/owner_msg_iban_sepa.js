/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Iban_SepaInputs */

const en_owner_msg_iban_sepa = /** @type {(inputs: Owner_Msg_Iban_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This IBAN is not from a SEPA country`)
};

const es_owner_msg_iban_sepa = /** @type {(inputs: Owner_Msg_Iban_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este IBAN no es de un país SEPA`)
};

const fr_owner_msg_iban_sepa = /** @type {(inputs: Owner_Msg_Iban_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet IBAN n’est pas d’un pays SEPA`)
};

const de_owner_msg_iban_sepa = /** @type {(inputs: Owner_Msg_Iban_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese IBAN stammt aus keinem SEPA-Land`)
};

const pt_br2_owner_msg_iban_sepa = /** @type {(inputs: Owner_Msg_Iban_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este IBAN não é de um país SEPA`)
};

const it_owner_msg_iban_sepa = /** @type {(inputs: Owner_Msg_Iban_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo IBAN non è di un paese SEPA`)
};

const ar_owner_msg_iban_sepa = /** @type {(inputs: Owner_Msg_Iban_SepaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الـ IBAN ليس من دولة SEPA`)
};

/**
* | output |
* | --- |
* | "This IBAN is not from a SEPA country" |
*
* @param {Owner_Msg_Iban_SepaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_iban_sepa = /** @type {((inputs?: Owner_Msg_Iban_SepaInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Iban_SepaInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_iban_sepa(inputs)
	if (locale === "fr") return fr_owner_msg_iban_sepa(inputs)
	if (locale === "de") return de_owner_msg_iban_sepa(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_iban_sepa(inputs)
	if (locale === "it") return it_owner_msg_iban_sepa(inputs)
	if (locale === "ar") return ar_owner_msg_iban_sepa(inputs)
	return en_owner_msg_iban_sepa(inputs)
});