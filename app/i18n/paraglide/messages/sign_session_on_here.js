/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Session_On_HereInputs */

const en_sign_session_on_here = /** @type {(inputs: Sign_Session_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performing now`)
};

const es_sign_session_on_here = /** @type {(inputs: Sign_Session_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actuando ahora`)
};

const fr_sign_session_on_here = /** @type {(inputs: Sign_Session_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En train de jouer`)
};

const de_sign_session_on_here = /** @type {(inputs: Sign_Session_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tritt gerade auf`)
};

const pt_br2_sign_session_on_here = /** @type {(inputs: Sign_Session_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tocando agora`)
};

const it_sign_session_on_here = /** @type {(inputs: Sign_Session_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ti stai esibendo ora`)
};

const ar_sign_session_on_here = /** @type {(inputs: Sign_Session_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يقدّم العرض الآن`)
};

/**
* | output |
* | --- |
* | "Performing now" |
*
* @param {Sign_Session_On_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_session_on_here = /** @type {((inputs?: Sign_Session_On_HereInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Session_On_HereInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_session_on_here(inputs)
	if (locale === "fr") return fr_sign_session_on_here(inputs)
	if (locale === "de") return de_sign_session_on_here(inputs)
	if (locale === "pt-BR") return pt_br2_sign_session_on_here(inputs)
	if (locale === "it") return it_sign_session_on_here(inputs)
	if (locale === "ar") return ar_sign_session_on_here(inputs)
	return en_sign_session_on_here(inputs)
});