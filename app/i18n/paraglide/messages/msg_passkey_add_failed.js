/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Add_FailedInputs */

const en_msg_passkey_add_failed = /** @type {(inputs: Msg_Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey could not be added. Please try again.`)
};

const es_msg_passkey_add_failed = /** @type {(inputs: Msg_Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo añadir la llave de acceso. Inténtalo de nuevo.`)
};

const fr_msg_passkey_add_failed = /** @type {(inputs: Msg_Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d'accès n'a pas pu être ajoutée. Veuillez réessayer.`)
};

const de_msg_passkey_add_failed = /** @type {(inputs: Msg_Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey konnte nicht hinzugefügt werden. Bitte versuche es erneut.`)
};

const pt_br2_msg_passkey_add_failed = /** @type {(inputs: Msg_Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível adicionar a chave de acesso. Tente novamente.`)
};

const it_msg_passkey_add_failed = /** @type {(inputs: Msg_Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile aggiungere la passkey. Riprova.`)
};

const ar_msg_passkey_add_failed = /** @type {(inputs: Msg_Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إضافة مفتاح المرور. يُرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "The passkey could not be added. Please try again." |
*
* @param {Msg_Passkey_Add_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_add_failed = /** @type {((inputs?: Msg_Passkey_Add_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Add_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_add_failed(inputs)
	if (locale === "fr") return fr_msg_passkey_add_failed(inputs)
	if (locale === "de") return de_msg_passkey_add_failed(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_add_failed(inputs)
	if (locale === "it") return it_msg_passkey_add_failed(inputs)
	if (locale === "ar") return ar_msg_passkey_add_failed(inputs)
	return en_msg_passkey_add_failed(inputs)
});