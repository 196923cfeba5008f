/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Tax_EditInputs */

const en_owner_msg_tax_edit = /** @type {(inputs: Owner_Msg_Tax_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax ID required`)
};

const es_owner_msg_tax_edit = /** @type {(inputs: Owner_Msg_Tax_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIF obligatorio`)
};

const fr_owner_msg_tax_edit = /** @type {(inputs: Owner_Msg_Tax_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro fiscal requis`)
};

const de_owner_msg_tax_edit = /** @type {(inputs: Owner_Msg_Tax_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steuernummer erforderlich`)
};

const pt_br2_owner_msg_tax_edit = /** @type {(inputs: Owner_Msg_Tax_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF/CNPJ obrigatório`)
};

const it_owner_msg_tax_edit = /** @type {(inputs: Owner_Msg_Tax_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice fiscale obbligatorio`)
};

const ar_owner_msg_tax_edit = /** @type {(inputs: Owner_Msg_Tax_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرقم الضريبي مطلوب`)
};

/**
* | output |
* | --- |
* | "Tax ID required" |
*
* @param {Owner_Msg_Tax_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_tax_edit = /** @type {((inputs?: Owner_Msg_Tax_EditInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Tax_EditInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_tax_edit(inputs)
	if (locale === "fr") return fr_owner_msg_tax_edit(inputs)
	if (locale === "de") return de_owner_msg_tax_edit(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_tax_edit(inputs)
	if (locale === "it") return it_owner_msg_tax_edit(inputs)
	if (locale === "ar") return ar_owner_msg_tax_edit(inputs)
	return en_owner_msg_tax_edit(inputs)
});