/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Sign_In_FailedInputs */

const en_msg_passkey_sign_in_failed = /** @type {(inputs: Msg_Passkey_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with the passkey did not work. Try again, or use your email and password.`)
};

const es_msg_passkey_sign_in_failed = /** @type {(inputs: Msg_Passkey_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar sesión con la llave de acceso. Inténtalo de nuevo o usa tu correo y contraseña.`)
};

const fr_msg_passkey_sign_in_failed = /** @type {(inputs: Msg_Passkey_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion avec la clé d'accès n'a pas fonctionné. Réessayez, ou utilisez votre e-mail et votre mot de passe.`)
};

const de_msg_passkey_sign_in_failed = /** @type {(inputs: Msg_Passkey_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung mit dem Passkey hat nicht geklappt. Versuche es erneut oder nutze deine E-Mail-Adresse und dein Passwort.`)
};

const pt_br2_msg_passkey_sign_in_failed = /** @type {(inputs: Msg_Passkey_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível entrar com a chave de acesso. Tente novamente ou use seu e-mail e senha.`)
};

const it_msg_passkey_sign_in_failed = /** @type {(inputs: Msg_Passkey_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'accesso con la passkey non ha funzionato. Riprova oppure usa email e password.`)
};

const ar_msg_passkey_sign_in_failed = /** @type {(inputs: Msg_Passkey_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح تسجيل الدخول بمفتاح المرور. حاول مرة أخرى أو استخدم بريدك الإلكتروني وكلمة المرور.`)
};

/**
* | output |
* | --- |
* | "Signing in with the passkey did not work. Try again, or use your email and password." |
*
* @param {Msg_Passkey_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_sign_in_failed = /** @type {((inputs?: Msg_Passkey_Sign_In_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Sign_In_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_sign_in_failed(inputs)
	if (locale === "fr") return fr_msg_passkey_sign_in_failed(inputs)
	if (locale === "de") return de_msg_passkey_sign_in_failed(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_sign_in_failed(inputs)
	if (locale === "it") return it_msg_passkey_sign_in_failed(inputs)
	if (locale === "ar") return ar_msg_passkey_sign_in_failed(inputs)
	return en_msg_passkey_sign_in_failed(inputs)
});