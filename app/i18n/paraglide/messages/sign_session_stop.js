/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Session_StopInputs */

const en_sign_session_stop = /** @type {(inputs: Sign_Session_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop performing`)
};

const es_sign_session_stop = /** @type {(inputs: Sign_Session_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar la actuación`)
};

const fr_sign_session_stop = /** @type {(inputs: Sign_Session_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêter de jouer`)
};

const de_sign_session_stop = /** @type {(inputs: Sign_Session_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auftritt beenden`)
};

const pt_br2_sign_session_stop = /** @type {(inputs: Sign_Session_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encerrar a apresentação`)
};

const it_sign_session_stop = /** @type {(inputs: Sign_Session_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina l’esibizione`)
};

const ar_sign_session_stop = /** @type {(inputs: Sign_Session_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنهِ العرض`)
};

/**
* | output |
* | --- |
* | "Stop performing" |
*
* @param {Sign_Session_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_session_stop = /** @type {((inputs?: Sign_Session_StopInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Session_StopInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_session_stop(inputs)
	if (locale === "fr") return fr_sign_session_stop(inputs)
	if (locale === "de") return de_sign_session_stop(inputs)
	if (locale === "pt-BR") return pt_br2_sign_session_stop(inputs)
	if (locale === "it") return it_sign_session_stop(inputs)
	if (locale === "ar") return ar_sign_session_stop(inputs)
	return en_sign_session_stop(inputs)
});