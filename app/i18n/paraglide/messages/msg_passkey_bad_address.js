/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Bad_AddressInputs */

const en_msg_passkey_bad_address = /** @type {(inputs: Msg_Passkey_Bad_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys can't be used at this address: open Tipped by its name, not by an IP address.`)
};

const es_msg_passkey_bad_address = /** @type {(inputs: Msg_Passkey_Bad_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las llaves de acceso no se pueden usar en esta dirección: abre Tipped por su nombre, no por una dirección IP.`)
};

const fr_msg_passkey_bad_address = /** @type {(inputs: Msg_Passkey_Bad_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les clés d'accès ne fonctionnent pas à cette adresse : ouvrez Tipped par son nom, pas par une adresse IP.`)
};

const de_msg_passkey_bad_address = /** @type {(inputs: Msg_Passkey_Bad_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys funktionieren unter dieser Adresse nicht: Öffne Tipped über seinen Namen, nicht über eine IP-Adresse.`)
};

const pt_br2_msg_passkey_bad_address = /** @type {(inputs: Msg_Passkey_Bad_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de acesso não funcionam neste endereço: abra o Tipped pelo nome, não por um endereço IP.`)
};

const it_msg_passkey_bad_address = /** @type {(inputs: Msg_Passkey_Bad_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le passkey non si possono usare a questo indirizzo: apri Tipped con il suo nome, non con un indirizzo IP.`)
};

const ar_msg_passkey_bad_address = /** @type {(inputs: Msg_Passkey_Bad_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن استخدام مفاتيح المرور على هذا العنوان: افتح Tipped باسمه، لا بعنوان IP.`)
};

/**
* | output |
* | --- |
* | "Passkeys can't be used at this address: open Tipped by its name, not by an IP address." |
*
* @param {Msg_Passkey_Bad_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_bad_address = /** @type {((inputs?: Msg_Passkey_Bad_AddressInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Bad_AddressInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_bad_address(inputs)
	if (locale === "fr") return fr_msg_passkey_bad_address(inputs)
	if (locale === "de") return de_msg_passkey_bad_address(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_bad_address(inputs)
	if (locale === "it") return it_msg_passkey_bad_address(inputs)
	if (locale === "ar") return ar_msg_passkey_bad_address(inputs)
	return en_msg_passkey_bad_address(inputs)
});