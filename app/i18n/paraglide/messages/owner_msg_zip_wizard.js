/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Zip_WizardInputs */

const en_owner_msg_zip_wizard = /** @type {(inputs: Owner_Msg_Zip_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ZIP must be 5 digits`)
};

const es_owner_msg_zip_wizard = /** @type {(inputs: Owner_Msg_Zip_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código postal debe tener 5 dígitos`)
};

const fr_owner_msg_zip_wizard = /** @type {(inputs: Owner_Msg_Zip_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code postal doit avoir 5 chiffres`)
};

const de_owner_msg_zip_wizard = /** @type {(inputs: Owner_Msg_Zip_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die PLZ muss 5 Ziffern haben`)
};

const pt_br2_owner_msg_zip_wizard = /** @type {(inputs: Owner_Msg_Zip_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O CEP deve ter 5 dígitos`)
};

const it_owner_msg_zip_wizard = /** @type {(inputs: Owner_Msg_Zip_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il CAP deve avere 5 cifre`)
};

const ar_owner_msg_zip_wizard = /** @type {(inputs: Owner_Msg_Zip_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن يتكون الرمز البريدي من 5 أرقام`)
};

/**
* | output |
* | --- |
* | "ZIP must be 5 digits" |
*
* @param {Owner_Msg_Zip_WizardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_zip_wizard = /** @type {((inputs?: Owner_Msg_Zip_WizardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Zip_WizardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_zip_wizard(inputs)
	if (locale === "fr") return fr_owner_msg_zip_wizard(inputs)
	if (locale === "de") return de_owner_msg_zip_wizard(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_zip_wizard(inputs)
	if (locale === "it") return it_owner_msg_zip_wizard(inputs)
	if (locale === "ar") return ar_owner_msg_zip_wizard(inputs)
	return en_owner_msg_zip_wizard(inputs)
});