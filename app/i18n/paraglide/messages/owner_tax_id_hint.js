/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tax_Id_HintInputs */

const en_owner_tax_id_hint = /** @type {(inputs: Owner_Tax_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed to accept Apple Pay, Google Pay or Samsung Pay.`)
};

const es_owner_tax_id_hint = /** @type {(inputs: Owner_Tax_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesario para aceptar Apple Pay, Google Pay o Samsung Pay.`)
};

const fr_owner_tax_id_hint = /** @type {(inputs: Owner_Tax_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nécessaire pour accepter Apple Pay, Google Pay ou Samsung Pay.`)
};

const de_owner_tax_id_hint = /** @type {(inputs: Owner_Tax_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nötig für Apple Pay, Google Pay oder Samsung Pay.`)
};

const pt_br2_owner_tax_id_hint = /** @type {(inputs: Owner_Tax_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necessário para aceitar Apple Pay, Google Pay ou Samsung Pay.`)
};

const it_owner_tax_id_hint = /** @type {(inputs: Owner_Tax_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necessario per accettare Apple Pay, Google Pay o Samsung Pay.`)
};

const ar_owner_tax_id_hint = /** @type {(inputs: Owner_Tax_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطلوب لقبول Apple Pay أو Google Pay أو Samsung Pay.`)
};

/**
* | output |
* | --- |
* | "Needed to accept Apple Pay, Google Pay or Samsung Pay." |
*
* @param {Owner_Tax_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_tax_id_hint = /** @type {((inputs?: Owner_Tax_Id_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tax_Id_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tax_id_hint(inputs)
	if (locale === "fr") return fr_owner_tax_id_hint(inputs)
	if (locale === "de") return de_owner_tax_id_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_tax_id_hint(inputs)
	if (locale === "it") return it_owner_tax_id_hint(inputs)
	if (locale === "ar") return ar_owner_tax_id_hint(inputs)
	return en_owner_tax_id_hint(inputs)
});