/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_LedeInputs */

const en_signup_lede = /** @type {(inputs: Signup_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here? We create your account. Been here before? We sign you in.`)
};

const es_signup_lede = /** @type {(inputs: Signup_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eres nuevo? Creamos tu cuenta. ¿Ya has estado aquí? Iniciamos tu sesión.`)
};

const fr_signup_lede = /** @type {(inputs: Signup_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau ? Nous créons votre compte. Déjà venu ? Nous vous connectons.`)
};

const de_signup_lede = /** @type {(inputs: Signup_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu hier? Wir legen dein Konto an. Schon mal da gewesen? Wir melden dich an.`)
};

const pt_br2_signup_lede = /** @type {(inputs: Signup_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É novo? Criamos sua conta. Já esteve aqui? Entramos com você.`)
};

const it_signup_lede = /** @type {(inputs: Signup_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sei nuovo? Creiamo il tuo account. Sei già stato qui? Ti facciamo accedere.`)
};

const ar_signup_lede = /** @type {(inputs: Signup_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جديد هنا؟ سننشئ حسابك. زرتنا من قبل؟ سنسجّل دخولك.`)
};

/**
* | output |
* | --- |
* | "New here? We create your account. Been here before? We sign you in." |
*
* @param {Signup_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_lede = /** @type {((inputs?: Signup_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_lede(inputs)
	if (locale === "fr") return fr_signup_lede(inputs)
	if (locale === "de") return de_signup_lede(inputs)
	if (locale === "pt-BR") return pt_br2_signup_lede(inputs)
	if (locale === "it") return it_signup_lede(inputs)
	if (locale === "ar") return ar_signup_lede(inputs)
	return en_signup_lede(inputs)
});