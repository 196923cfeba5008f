/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_RenamedInputs */

const en_msg_passkey_renamed = /** @type {(inputs: Msg_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey renamed.`)
};

const es_msg_passkey_renamed = /** @type {(inputs: Msg_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso renombrada.`)
};

const fr_msg_passkey_renamed = /** @type {(inputs: Msg_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d'accès renommée.`)
};

const de_msg_passkey_renamed = /** @type {(inputs: Msg_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey umbenannt.`)
};

const pt_br2_msg_passkey_renamed = /** @type {(inputs: Msg_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso renomeada.`)
};

const it_msg_passkey_renamed = /** @type {(inputs: Msg_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey rinominata.`)
};

const ar_msg_passkey_renamed = /** @type {(inputs: Msg_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تسمية مفتاح المرور.`)
};

/**
* | output |
* | --- |
* | "Passkey renamed." |
*
* @param {Msg_Passkey_RenamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_renamed = /** @type {((inputs?: Msg_Passkey_RenamedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_RenamedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_renamed(inputs)
	if (locale === "fr") return fr_msg_passkey_renamed(inputs)
	if (locale === "de") return de_msg_passkey_renamed(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_renamed(inputs)
	if (locale === "it") return it_msg_passkey_renamed(inputs)
	if (locale === "ar") return ar_msg_passkey_renamed(inputs)
	return en_msg_passkey_renamed(inputs)
});