/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Iban_LabelInputs */

const en_owner_iban_label = /** @type {(inputs: Owner_Iban_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN (SEPA bank transfer, euro)`)
};

const es_owner_iban_label = /** @type {(inputs: Owner_Iban_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN (transferencia SEPA, euro)`)
};

const fr_owner_iban_label = /** @type {(inputs: Owner_Iban_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN (virement SEPA, euro)`)
};

const de_owner_iban_label = /** @type {(inputs: Owner_Iban_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN (SEPA-Überweisung, Euro)`)
};

const pt_br2_owner_iban_label = /** @type {(inputs: Owner_Iban_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN (transferência SEPA, euro)`)
};

const it_owner_iban_label = /** @type {(inputs: Owner_Iban_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN (bonifico SEPA, euro)`)
};

const ar_owner_iban_label = /** @type {(inputs: Owner_Iban_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN (تحويل SEPA، يورو)`)
};

/**
* | output |
* | --- |
* | "IBAN (SEPA bank transfer, euro)" |
*
* @param {Owner_Iban_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_iban_label = /** @type {((inputs?: Owner_Iban_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Iban_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_iban_label(inputs)
	if (locale === "fr") return fr_owner_iban_label(inputs)
	if (locale === "de") return de_owner_iban_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_iban_label(inputs)
	if (locale === "it") return it_owner_iban_label(inputs)
	if (locale === "ar") return ar_owner_iban_label(inputs)
	return en_owner_iban_label(inputs)
});