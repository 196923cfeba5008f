/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Social_Not_LinkedInputs */

const en_msg_social_not_linked = /** @type {(inputs: Msg_Social_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email already has a Tipped account. Sign in with your email and password, then try again.`)
};

const es_msg_social_not_linked = /** @type {(inputs: Msg_Social_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese correo ya tiene una cuenta de Tipped. Inicia sesión con tu correo y contraseña y vuelve a intentarlo.`)
};

const fr_msg_social_not_linked = /** @type {(inputs: Msg_Social_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet e-mail a déjà un compte Tipped. Connectez-vous avec votre e-mail et votre mot de passe, puis réessayez.`)
};

const de_msg_social_not_linked = /** @type {(inputs: Msg_Social_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese E-Mail-Adresse hat schon ein Tipped-Konto. Melde dich mit E-Mail-Adresse und Passwort an und versuche es dann erneut.`)
};

const pt_br2_msg_social_not_linked = /** @type {(inputs: Msg_Social_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse e-mail já tem uma conta no Tipped. Entre com seu e-mail e senha e tente novamente.`)
};

const it_msg_social_not_linked = /** @type {(inputs: Msg_Social_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa email ha già un account Tipped. Accedi con email e password, poi riprova.`)
};

const ar_msg_social_not_linked = /** @type {(inputs: Msg_Social_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا البريد الإلكتروني لديه حساب على Tipped بالفعل. سجّل الدخول ببريدك الإلكتروني وكلمة المرور ثم حاول مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "That email already has a Tipped account. Sign in with your email and password, then try again." |
*
* @param {Msg_Social_Not_LinkedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_social_not_linked = /** @type {((inputs?: Msg_Social_Not_LinkedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Social_Not_LinkedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_social_not_linked(inputs)
	if (locale === "fr") return fr_msg_social_not_linked(inputs)
	if (locale === "de") return de_msg_social_not_linked(inputs)
	if (locale === "pt-BR") return pt_br2_msg_social_not_linked(inputs)
	if (locale === "it") return it_msg_social_not_linked(inputs)
	if (locale === "ar") return ar_msg_social_not_linked(inputs)
	return en_msg_social_not_linked(inputs)
});