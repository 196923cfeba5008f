/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Session_StartInputs */

const en_sign_session_start = /** @type {(inputs: Sign_Session_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start performing here`)
};

const es_sign_session_start = /** @type {(inputs: Sign_Session_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar a actuar aquí`)
};

const fr_sign_session_start = /** @type {(inputs: Sign_Session_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer à jouer ici`)
};

const de_sign_session_start = /** @type {(inputs: Sign_Session_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier jetzt auftreten`)
};

const pt_br2_sign_session_start = /** @type {(inputs: Sign_Session_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Começar a tocar aqui`)
};

const it_sign_session_start = /** @type {(inputs: Sign_Session_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizia a esibirti qui`)
};

const ar_sign_session_start = /** @type {(inputs: Sign_Session_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ العرض هنا`)
};

/**
* | output |
* | --- |
* | "Start performing here" |
*
* @param {Sign_Session_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_session_start = /** @type {((inputs?: Sign_Session_StartInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Session_StartInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_session_start(inputs)
	if (locale === "fr") return fr_sign_session_start(inputs)
	if (locale === "de") return de_sign_session_start(inputs)
	if (locale === "pt-BR") return pt_br2_sign_session_start(inputs)
	if (locale === "it") return it_sign_session_start(inputs)
	if (locale === "ar") return ar_sign_session_start(inputs)
	return en_sign_session_start(inputs)
});