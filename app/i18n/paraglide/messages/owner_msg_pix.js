/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_PixInputs */

const en_owner_msg_pix = /** @type {(inputs: Owner_Msg_PixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a PIX key: a CPF, CNPJ, phone (+55…), e-mail or random key`)
};

const es_owner_msg_pix = /** @type {(inputs: Owner_Msg_PixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una clave PIX: CPF, CNPJ, teléfono (+55…), e-mail o clave aleatoria`)
};

const fr_owner_msg_pix = /** @type {(inputs: Owner_Msg_PixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une clé PIX : CPF, CNPJ, téléphone (+55…), e-mail ou clé aléatoire`)
};

const de_owner_msg_pix = /** @type {(inputs: Owner_Msg_PixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen PIX-Schlüssel ein: CPF, CNPJ, Telefon (+55…), E-Mail oder Zufallsschlüssel`)
};

const pt_br2_owner_msg_pix = /** @type {(inputs: Owner_Msg_PixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite uma chave PIX: CPF, CNPJ, celular (+55…), e-mail ou chave aleatória`)
};

const it_owner_msg_pix = /** @type {(inputs: Owner_Msg_PixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci una chiave PIX: CPF, CNPJ, telefono (+55…), e-mail o chiave casuale`)
};

const ar_owner_msg_pix = /** @type {(inputs: Owner_Msg_PixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل مفتاح PIX: ‏CPF أو CNPJ أو هاتف (‎+55…) أو بريد أو مفتاح عشوائي`)
};

/**
* | output |
* | --- |
* | "Enter a PIX key: a CPF, CNPJ, phone (+55…), e-mail or random key" |
*
* @param {Owner_Msg_PixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_pix = /** @type {((inputs?: Owner_Msg_PixInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_PixInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_pix(inputs)
	if (locale === "fr") return fr_owner_msg_pix(inputs)
	if (locale === "de") return de_owner_msg_pix(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_pix(inputs)
	if (locale === "it") return it_owner_msg_pix(inputs)
	if (locale === "ar") return ar_owner_msg_pix(inputs)
	return en_owner_msg_pix(inputs)
});