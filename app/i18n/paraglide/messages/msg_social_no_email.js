/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Social_No_EmailInputs */

const en_msg_social_no_email = /** @type {(inputs: Msg_Social_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The provider did not share your email with us. Try again, or use your email and password.`)
};

const es_msg_social_no_email = /** @type {(inputs: Msg_Social_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El proveedor no compartió tu correo con nosotros. Inténtalo de nuevo o usa tu correo y contraseña.`)
};

const fr_msg_social_no_email = /** @type {(inputs: Msg_Social_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fournisseur ne nous a pas transmis votre e-mail. Réessayez, ou utilisez votre e-mail et votre mot de passe.`)
};

const de_msg_social_no_email = /** @type {(inputs: Msg_Social_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anbieter hat uns deine E-Mail-Adresse nicht mitgeteilt. Versuche es erneut oder nutze deine E-Mail-Adresse und dein Passwort.`)
};

const pt_br2_msg_social_no_email = /** @type {(inputs: Msg_Social_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O provedor não compartilhou seu e-mail conosco. Tente novamente ou use seu e-mail e senha.`)
};

const it_msg_social_no_email = /** @type {(inputs: Msg_Social_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il provider non ci ha condiviso la tua email. Riprova oppure usa email e password.`)
};

const ar_msg_social_no_email = /** @type {(inputs: Msg_Social_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يشاركنا المزوّد بريدك الإلكتروني. حاول مرة أخرى أو استخدم بريدك الإلكتروني وكلمة المرور.`)
};

/**
* | output |
* | --- |
* | "The provider did not share your email with us. Try again, or use your email and password." |
*
* @param {Msg_Social_No_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_social_no_email = /** @type {((inputs?: Msg_Social_No_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Social_No_EmailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_social_no_email(inputs)
	if (locale === "fr") return fr_msg_social_no_email(inputs)
	if (locale === "de") return de_msg_social_no_email(inputs)
	if (locale === "pt-BR") return pt_br2_msg_social_no_email(inputs)
	if (locale === "it") return it_msg_social_no_email(inputs)
	if (locale === "ar") return ar_msg_social_no_email(inputs)
	return en_msg_social_no_email(inputs)
});