/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Not_FoundInputs */

const en_msg_passkey_not_found = /** @type {(inputs: Msg_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That passkey is not on your account (it may have been deleted already).`)
};

const es_msg_passkey_not_found = /** @type {(inputs: Msg_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa llave de acceso no está en tu cuenta (puede que ya se haya eliminado).`)
};

const fr_msg_passkey_not_found = /** @type {(inputs: Msg_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette clé d'accès n'est pas sur votre compte (elle a peut-être déjà été supprimée).`)
};

const de_msg_passkey_not_found = /** @type {(inputs: Msg_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Passkey gehört nicht zu deinem Konto (vielleicht wurde er schon gelöscht).`)
};

const pt_br2_msg_passkey_not_found = /** @type {(inputs: Msg_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa chave de acesso não está na sua conta (talvez já tenha sido excluída).`)
};

const it_msg_passkey_not_found = /** @type {(inputs: Msg_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quella passkey non è nel tuo account (potrebbe essere già stata eliminata).`)
};

const ar_msg_passkey_not_found = /** @type {(inputs: Msg_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح المرور هذا ليس في حسابك (ربما حُذف بالفعل).`)
};

/**
* | output |
* | --- |
* | "That passkey is not on your account (it may have been deleted already)." |
*
* @param {Msg_Passkey_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_not_found = /** @type {((inputs?: Msg_Passkey_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_not_found(inputs)
	if (locale === "fr") return fr_msg_passkey_not_found(inputs)
	if (locale === "de") return de_msg_passkey_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_not_found(inputs)
	if (locale === "it") return it_msg_passkey_not_found(inputs)
	if (locale === "ar") return ar_msg_passkey_not_found(inputs)
	return en_msg_passkey_not_found(inputs)
});