/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Already_AddedInputs */

const en_msg_passkey_already_added = /** @type {(inputs: Msg_Passkey_Already_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device already has a passkey for your account.`)
};

const es_msg_passkey_already_added = /** @type {(inputs: Msg_Passkey_Already_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dispositivo ya tiene una llave de acceso para tu cuenta.`)
};

const fr_msg_passkey_already_added = /** @type {(inputs: Msg_Passkey_Already_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil a déjà une clé d'accès pour votre compte.`)
};

const de_msg_passkey_already_added = /** @type {(inputs: Msg_Passkey_Already_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät hat schon einen Passkey für dein Konto.`)
};

const pt_br2_msg_passkey_already_added = /** @type {(inputs: Msg_Passkey_Already_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dispositivo já tem uma chave de acesso para sua conta.`)
};

const it_msg_passkey_already_added = /** @type {(inputs: Msg_Passkey_Already_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo dispositivo ha già una passkey per il tuo account.`)
};

const ar_msg_passkey_already_added = /** @type {(inputs: Msg_Passkey_Already_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لدى هذا الجهاز مفتاح مرور لحسابك بالفعل.`)
};

/**
* | output |
* | --- |
* | "This device already has a passkey for your account." |
*
* @param {Msg_Passkey_Already_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_already_added = /** @type {((inputs?: Msg_Passkey_Already_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Already_AddedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_already_added(inputs)
	if (locale === "fr") return fr_msg_passkey_already_added(inputs)
	if (locale === "de") return de_msg_passkey_already_added(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_already_added(inputs)
	if (locale === "it") return it_msg_passkey_already_added(inputs)
	if (locale === "ar") return ar_msg_passkey_already_added(inputs)
	return en_msg_passkey_already_added(inputs)
});