/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Too_Many_RequestsInputs */

const en_msg_too_many_requests = /** @type {(inputs: Msg_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Please wait a while and try again.`)
};

const es_msg_too_many_requests = /** @type {(inputs: Msg_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas solicitudes. Espera un poco e inténtalo de nuevo.`)
};

const fr_msg_too_many_requests = /** @type {(inputs: Msg_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de demandes. Patientez un moment et réessayez.`)
};

const de_msg_too_many_requests = /** @type {(inputs: Msg_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Anfragen. Bitte warte eine Weile und versuche es erneut.`)
};

const pt_br2_msg_too_many_requests = /** @type {(inputs: Msg_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitações demais. Aguarde um pouco e tente novamente.`)
};

const it_msg_too_many_requests = /** @type {(inputs: Msg_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppe richieste. Attendi un po' e riprova.`)
};

const ar_msg_too_many_requests = /** @type {(inputs: Msg_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please wait a while and try again." |
*
* @param {Msg_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_too_many_requests = /** @type {((inputs?: Msg_Too_Many_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Too_Many_RequestsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_too_many_requests(inputs)
	if (locale === "fr") return fr_msg_too_many_requests(inputs)
	if (locale === "de") return de_msg_too_many_requests(inputs)
	if (locale === "pt-BR") return pt_br2_msg_too_many_requests(inputs)
	if (locale === "it") return it_msg_too_many_requests(inputs)
	if (locale === "ar") return ar_msg_too_many_requests(inputs)
	return en_msg_too_many_requests(inputs)
});