/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Social_ErrorInputs */

const en_msg_social_error = /** @type {(inputs: Msg_Social_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in with that provider did not complete. Please try again, or use your email and password.`)
};

const es_msg_social_error = /** @type {(inputs: Msg_Social_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión con ese proveedor no se completó. Inténtalo de nuevo o usa tu correo y contraseña.`)
};

const fr_msg_social_error = /** @type {(inputs: Msg_Social_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion avec ce fournisseur n'a pas abouti. Réessayez, ou utilisez votre e-mail et votre mot de passe.`)
};

const de_msg_social_error = /** @type {(inputs: Msg_Social_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung bei diesem Anbieter wurde nicht abgeschlossen. Versuche es erneut oder nutze deine E-Mail-Adresse und dein Passwort.`)
};

const pt_br2_msg_social_error = /** @type {(inputs: Msg_Social_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O login com esse provedor não foi concluído. Tente novamente ou use seu e-mail e senha.`)
};

const it_msg_social_error = /** @type {(inputs: Msg_Social_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'accesso con quel provider non è stato completato. Riprova oppure usa email e password.`)
};

const ar_msg_social_error = /** @type {(inputs: Msg_Social_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يكتمل تسجيل الدخول عبر هذا المزوّد. حاول مرة أخرى أو استخدم بريدك الإلكتروني وكلمة المرور.`)
};

/**
* | output |
* | --- |
* | "Sign-in with that provider did not complete. Please try again, or use your email and password." |
*
* @param {Msg_Social_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_social_error = /** @type {((inputs?: Msg_Social_ErrorInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Social_ErrorInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_social_error(inputs)
	if (locale === "fr") return fr_msg_social_error(inputs)
	if (locale === "de") return de_msg_social_error(inputs)
	if (locale === "pt-BR") return pt_br2_msg_social_error(inputs)
	if (locale === "it") return it_msg_social_error(inputs)
	if (locale === "ar") return ar_msg_social_error(inputs)
	return en_msg_social_error(inputs)
});