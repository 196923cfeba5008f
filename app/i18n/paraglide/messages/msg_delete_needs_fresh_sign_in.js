/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Delete_Needs_Fresh_Sign_InInputs */

const en_msg_delete_needs_fresh_sign_in = /** @type {(inputs: Msg_Delete_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your safety, sign out and sign in again, then delete within 10 minutes.`)
};

const es_msg_delete_needs_fresh_sign_in = /** @type {(inputs: Msg_Delete_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por tu seguridad, cierra sesión y vuelve a iniciarla; luego elimina la cuenta en los siguientes 10 minutos.`)
};

const fr_msg_delete_needs_fresh_sign_in = /** @type {(inputs: Msg_Delete_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour votre sécurité, déconnectez-vous puis reconnectez-vous, et supprimez dans les 10 minutes.`)
};

const de_msg_delete_needs_fresh_sign_in = /** @type {(inputs: Msg_Delete_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu deiner Sicherheit: Melde dich ab und wieder an und lösche dann innerhalb von 10 Minuten.`)
};

const pt_br2_msg_delete_needs_fresh_sign_in = /** @type {(inputs: Msg_Delete_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para sua segurança, saia e entre de novo e, em seguida, exclua em até 10 minutos.`)
};

const it_msg_delete_needs_fresh_sign_in = /** @type {(inputs: Msg_Delete_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per la tua sicurezza, esci e accedi di nuovo, poi elimina entro 10 minuti.`)
};

const ar_msg_delete_needs_fresh_sign_in = /** @type {(inputs: Msg_Delete_Needs_Fresh_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفاظًا على أمانك، سجّل الخروج ثم الدخول مرة أخرى، ثم احذف خلال 10 دقائق.`)
};

/**
* | output |
* | --- |
* | "For your safety, sign out and sign in again, then delete within 10 minutes." |
*
* @param {Msg_Delete_Needs_Fresh_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_delete_needs_fresh_sign_in = /** @type {((inputs?: Msg_Delete_Needs_Fresh_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Delete_Needs_Fresh_Sign_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_delete_needs_fresh_sign_in(inputs)
	if (locale === "fr") return fr_msg_delete_needs_fresh_sign_in(inputs)
	if (locale === "de") return de_msg_delete_needs_fresh_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_msg_delete_needs_fresh_sign_in(inputs)
	if (locale === "it") return it_msg_delete_needs_fresh_sign_in(inputs)
	if (locale === "ar") return ar_msg_delete_needs_fresh_sign_in(inputs)
	return en_msg_delete_needs_fresh_sign_in(inputs)
});