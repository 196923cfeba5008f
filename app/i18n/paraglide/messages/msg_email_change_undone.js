/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Email_Change_UndoneInputs */

const en_msg_email_change_undone = /** @type {(inputs: Msg_Email_Change_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has its old email address back and every device was signed out. If you did not make the change, choose a new password now.`)
};

const es_msg_email_change_undone = /** @type {(inputs: Msg_Email_Change_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta recuperó su dirección de correo anterior y se cerró la sesión en todos los dispositivos. Si no hiciste el cambio, elige una contraseña nueva ahora.`)
};

const fr_msg_email_change_undone = /** @type {(inputs: Msg_Email_Change_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte a retrouvé son ancienne adresse e-mail et tous les appareils ont été déconnectés. Si vous n'avez pas fait ce changement, choisissez un nouveau mot de passe maintenant.`)
};

const de_msg_email_change_undone = /** @type {(inputs: Msg_Email_Change_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto hat seine alte E-Mail-Adresse zurück, und alle Geräte wurden abgemeldet. Wenn du die Änderung nicht vorgenommen hast, wähle jetzt ein neues Passwort.`)
};

const pt_br2_msg_email_change_undone = /** @type {(inputs: Msg_Email_Change_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta recuperou o endereço de e-mail antigo e todos os dispositivos foram desconectados. Se não foi você quem fez a alteração, escolha uma nova senha agora.`)
};

const it_msg_email_change_undone = /** @type {(inputs: Msg_Email_Change_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account ha di nuovo il vecchio indirizzo email e tutti i dispositivi sono stati disconnessi. Se non hai fatto tu la modifica, scegli subito una nuova password.`)
};

const ar_msg_email_change_undone = /** @type {(inputs: Msg_Email_Change_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استعاد حسابك عنوان بريده الإلكتروني القديم وتم تسجيل الخروج من كل الأجهزة. إن لم تُجرِ التغيير بنفسك، فاختر كلمة مرور جديدة الآن.`)
};

/**
* | output |
* | --- |
* | "Your account has its old email address back and every device was signed out. If you did not make the change, choose a new password now." |
*
* @param {Msg_Email_Change_UndoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_email_change_undone = /** @type {((inputs?: Msg_Email_Change_UndoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Email_Change_UndoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_email_change_undone(inputs)
	if (locale === "fr") return fr_msg_email_change_undone(inputs)
	if (locale === "de") return de_msg_email_change_undone(inputs)
	if (locale === "pt-BR") return pt_br2_msg_email_change_undone(inputs)
	if (locale === "it") return it_msg_email_change_undone(inputs)
	if (locale === "ar") return ar_msg_email_change_undone(inputs)
	return en_msg_email_change_undone(inputs)
});