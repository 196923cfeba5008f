/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Needs_Fresh_Sign_InInputs */

const en_msg_passkey_needs_fresh_sign_in = /** @type {(inputs: Msg_Passkey_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your safety, sign out and sign in again, then add the passkey.`)
};

const es_msg_passkey_needs_fresh_sign_in = /** @type {(inputs: Msg_Passkey_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por tu seguridad, cierra sesión y vuelve a iniciarla; luego añade la llave de acceso.`)
};

const fr_msg_passkey_needs_fresh_sign_in = /** @type {(inputs: Msg_Passkey_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour votre sécurité, déconnectez-vous puis reconnectez-vous, et ajoutez ensuite la clé d'accès.`)
};

const de_msg_passkey_needs_fresh_sign_in = /** @type {(inputs: Msg_Passkey_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu deiner Sicherheit: Melde dich ab und wieder an und füge dann den Passkey hinzu.`)
};

const pt_br2_msg_passkey_needs_fresh_sign_in = /** @type {(inputs: Msg_Passkey_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para sua segurança, saia e entre de novo e, em seguida, adicione a chave de acesso.`)
};

const it_msg_passkey_needs_fresh_sign_in = /** @type {(inputs: Msg_Passkey_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per la tua sicurezza, esci e accedi di nuovo, poi aggiungi la passkey.`)
};

const ar_msg_passkey_needs_fresh_sign_in = /** @type {(inputs: Msg_Passkey_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفاظًا على أمانك، سجّل الخروج ثم الدخول مرة أخرى، ثم أضف مفتاح المرور.`)
};

/**
* | output |
* | --- |
* | "For your safety, sign out and sign in again, then add the passkey." |
*
* @param {Msg_Passkey_Needs_Fresh_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_needs_fresh_sign_in = /** @type {((inputs?: Msg_Passkey_Needs_Fresh_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Needs_Fresh_Sign_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_needs_fresh_sign_in(inputs)
	if (locale === "fr") return fr_msg_passkey_needs_fresh_sign_in(inputs)
	if (locale === "de") return de_msg_passkey_needs_fresh_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_needs_fresh_sign_in(inputs)
	if (locale === "it") return it_msg_passkey_needs_fresh_sign_in(inputs)
	if (locale === "ar") return ar_msg_passkey_needs_fresh_sign_in(inputs)
	return en_msg_passkey_needs_fresh_sign_in(inputs)
});