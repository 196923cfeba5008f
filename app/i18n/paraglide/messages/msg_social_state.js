/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Social_StateInputs */

const en_msg_social_state = /** @type {(inputs: Msg_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That sign-in took too long or was started in another tab. Please try again.`)
};

const es_msg_social_state = /** @type {(inputs: Msg_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese inicio de sesión tardó demasiado o se empezó en otra pestaña. Inténtalo de nuevo.`)
};

const fr_msg_social_state = /** @type {(inputs: Msg_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion a pris trop de temps ou a été lancée dans un autre onglet. Réessayez.`)
};

const de_msg_social_state = /** @type {(inputs: Msg_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Anmeldung hat zu lange gedauert oder wurde in einem anderen Tab gestartet. Bitte versuche es erneut.`)
};

const pt_br2_msg_social_state = /** @type {(inputs: Msg_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse login demorou demais ou foi iniciado em outra aba. Tente novamente.`)
};

const it_msg_social_state = /** @type {(inputs: Msg_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quell'accesso ha richiesto troppo tempo o è stato avviato in un'altra scheda. Riprova.`)
};

const ar_msg_social_state = /** @type {(inputs: Msg_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استغرق تسجيل الدخول هذا وقتًا طويلًا أو بدأ في علامة تبويب أخرى. يُرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "That sign-in took too long or was started in another tab. Please try again." |
*
* @param {Msg_Social_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_social_state = /** @type {((inputs?: Msg_Social_StateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Social_StateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_social_state(inputs)
	if (locale === "fr") return fr_msg_social_state(inputs)
	if (locale === "de") return de_msg_social_state(inputs)
	if (locale === "pt-BR") return pt_br2_msg_social_state(inputs)
	if (locale === "it") return it_msg_social_state(inputs)
	if (locale === "ar") return ar_msg_social_state(inputs)
	return en_msg_social_state(inputs)
});