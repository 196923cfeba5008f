/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Signed_Out_NoteInputs */

const en_reset_signed_out_note = /** @type {(inputs: Reset_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every device signed in to your account will be signed out.`)
};

const es_reset_signed_out_note = /** @type {(inputs: Reset_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cerrará la sesión en todos los dispositivos conectados a tu cuenta.`)
};

const fr_reset_signed_out_note = /** @type {(inputs: Reset_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les appareils connectés à votre compte seront déconnectés.`)
};

const de_reset_signed_out_note = /** @type {(inputs: Reset_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Geräte, die bei deinem Konto angemeldet sind, werden abgemeldet.`)
};

const pt_br2_reset_signed_out_note = /** @type {(inputs: Reset_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os dispositivos conectados à sua conta serão desconectados.`)
};

const it_reset_signed_out_note = /** @type {(inputs: Reset_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti i dispositivi collegati al tuo account verranno disconnessi.`)
};

const ar_reset_signed_out_note = /** @type {(inputs: Reset_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سيتم تسجيل خروج كل جهاز مسجّل الدخول إلى حسابك.`)
};

/**
* | output |
* | --- |
* | "Every device signed in to your account will be signed out." |
*
* @param {Reset_Signed_Out_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const reset_signed_out_note = /** @type {((inputs?: Reset_Signed_Out_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Signed_Out_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_signed_out_note(inputs)
	if (locale === "fr") return fr_reset_signed_out_note(inputs)
	if (locale === "de") return de_reset_signed_out_note(inputs)
	if (locale === "pt-BR") return pt_br2_reset_signed_out_note(inputs)
	if (locale === "it") return it_reset_signed_out_note(inputs)
	if (locale === "ar") return ar_reset_signed_out_note(inputs)
	return en_reset_signed_out_note(inputs)
});