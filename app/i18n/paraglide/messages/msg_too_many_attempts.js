/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Too_Many_AttemptsInputs */

const en_msg_too_many_attempts = /** @type {(inputs: Msg_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a minute and try again.`)
};

const es_msg_too_many_attempts = /** @type {(inputs: Msg_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos. Espera un minuto e inténtalo de nuevo.`)
};

const fr_msg_too_many_attempts = /** @type {(inputs: Msg_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Patientez une minute et réessayez.`)
};

const de_msg_too_many_attempts = /** @type {(inputs: Msg_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Bitte warte eine Minute und versuche es erneut.`)
};

const pt_br2_msg_too_many_attempts = /** @type {(inputs: Msg_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentativas demais. Aguarde um minuto e tente novamente.`)
};

const it_msg_too_many_attempts = /** @type {(inputs: Msg_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppi tentativi. Attendi un minuto e riprova.`)
};

const ar_msg_too_many_attempts = /** @type {(inputs: Msg_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please wait a minute and try again." |
*
* @param {Msg_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_too_many_attempts = /** @type {((inputs?: Msg_Too_Many_AttemptsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Too_Many_AttemptsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_too_many_attempts(inputs)
	if (locale === "fr") return fr_msg_too_many_attempts(inputs)
	if (locale === "de") return de_msg_too_many_attempts(inputs)
	if (locale === "pt-BR") return pt_br2_msg_too_many_attempts(inputs)
	if (locale === "it") return it_msg_too_many_attempts(inputs)
	if (locale === "ar") return ar_msg_too_many_attempts(inputs)
	return en_msg_too_many_attempts(inputs)
});