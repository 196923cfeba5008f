/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Tax_WizardInputs */

const en_owner_msg_tax_wizard = /** @type {(inputs: Owner_Msg_Tax_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax ID required for Pay platforms`)
};

const es_owner_msg_tax_wizard = /** @type {(inputs: Owner_Msg_Tax_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIF obligatorio para las plataformas Pay`)
};

const fr_owner_msg_tax_wizard = /** @type {(inputs: Owner_Msg_Tax_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro fiscal requis pour les plateformes Pay`)
};

const de_owner_msg_tax_wizard = /** @type {(inputs: Owner_Msg_Tax_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steuernummer für Pay-Dienste erforderlich`)
};

const pt_br2_owner_msg_tax_wizard = /** @type {(inputs: Owner_Msg_Tax_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF/CNPJ obrigatório para as plataformas Pay`)
};

const it_owner_msg_tax_wizard = /** @type {(inputs: Owner_Msg_Tax_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice fiscale obbligatorio per le piattaforme Pay`)
};

const ar_owner_msg_tax_wizard = /** @type {(inputs: Owner_Msg_Tax_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرقم الضريبي مطلوب لمنصات Pay`)
};

/**
* | output |
* | --- |
* | "Tax ID required for Pay platforms" |
*
* @param {Owner_Msg_Tax_WizardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_tax_wizard = /** @type {((inputs?: Owner_Msg_Tax_WizardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Tax_WizardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_tax_wizard(inputs)
	if (locale === "fr") return fr_owner_msg_tax_wizard(inputs)
	if (locale === "de") return de_owner_msg_tax_wizard(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_tax_wizard(inputs)
	if (locale === "it") return it_owner_msg_tax_wizard(inputs)
	if (locale === "ar") return ar_owner_msg_tax_wizard(inputs)
	return en_owner_msg_tax_wizard(inputs)
});