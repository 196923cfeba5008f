/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pix_Key_PlaceholderInputs */

const en_owner_pix_key_placeholder = /** @type {(inputs: Owner_Pix_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF, CNPJ, +55 phone, e-mail or random key`)
};

const es_owner_pix_key_placeholder = /** @type {(inputs: Owner_Pix_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF, CNPJ, teléfono +55, e-mail o clave aleatoria`)
};

const fr_owner_pix_key_placeholder = /** @type {(inputs: Owner_Pix_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF, CNPJ, téléphone +55, e-mail ou clé aléatoire`)
};

const de_owner_pix_key_placeholder = /** @type {(inputs: Owner_Pix_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF, CNPJ, Telefon +55, E-Mail oder Zufallsschlüssel`)
};

const pt_br2_owner_pix_key_placeholder = /** @type {(inputs: Owner_Pix_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF, CNPJ, celular +55, e-mail ou chave aleatória`)
};

const it_owner_pix_key_placeholder = /** @type {(inputs: Owner_Pix_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF, CNPJ, telefono +55, e-mail o chiave casuale`)
};

const ar_owner_pix_key_placeholder = /** @type {(inputs: Owner_Pix_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CPF أو CNPJ أو هاتف ‎+55 أو بريد أو مفتاح عشوائي`)
};

/**
* | output |
* | --- |
* | "CPF, CNPJ, +55 phone, e-mail or random key" |
*
* @param {Owner_Pix_Key_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_pix_key_placeholder = /** @type {((inputs?: Owner_Pix_Key_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pix_Key_PlaceholderInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pix_key_placeholder(inputs)
	if (locale === "fr") return fr_owner_pix_key_placeholder(inputs)
	if (locale === "de") return de_owner_pix_key_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_owner_pix_key_placeholder(inputs)
	if (locale === "it") return it_owner_pix_key_placeholder(inputs)
	if (locale === "ar") return ar_owner_pix_key_placeholder(inputs)
	return en_owner_pix_key_placeholder(inputs)
});