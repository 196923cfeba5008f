/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Sign_Session_OnInputs */

const en_sign_session_on = /** @type {(inputs: Sign_Session_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Performing now at ${i?.place}`)
};

const es_sign_session_on = /** @type {(inputs: Sign_Session_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actuando ahora en ${i?.place}`)
};

const fr_sign_session_on = /** @type {(inputs: Sign_Session_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En train de jouer à ${i?.place}`)
};

const de_sign_session_on = /** @type {(inputs: Sign_Session_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tritt gerade auf: ${i?.place}`)
};

const pt_br2_sign_session_on = /** @type {(inputs: Sign_Session_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tocando agora em ${i?.place}`)
};

const it_sign_session_on = /** @type {(inputs: Sign_Session_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ti stai esibendo ora a ${i?.place}`)
};

const ar_sign_session_on = /** @type {(inputs: Sign_Session_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يقدّم العرض الآن في ${i?.place}`)
};

/**
* | output |
* | --- |
* | "Performing now at {place}" |
*
* @param {Sign_Session_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_session_on = /** @type {((inputs: Sign_Session_OnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Session_OnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_session_on(inputs)
	if (locale === "fr") return fr_sign_session_on(inputs)
	if (locale === "de") return de_sign_session_on(inputs)
	if (locale === "pt-BR") return pt_br2_sign_session_on(inputs)
	if (locale === "it") return it_sign_session_on(inputs)
	if (locale === "ar") return ar_sign_session_on(inputs)
	return en_sign_session_on(inputs)
});