/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Sign_AcceptedInputs */

const en_rest_sign_accepted = /** @type {(inputs: Rest_Sign_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted here`)
};

const es_rest_sign_accepted = /** @type {(inputs: Rest_Sign_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptamos`)
};

const fr_rest_sign_accepted = /** @type {(inputs: Rest_Sign_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceptés ici`)
};

const de_rest_sign_accepted = /** @type {(inputs: Rest_Sign_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier akzeptiert`)
};

const pt_br2_rest_sign_accepted = /** @type {(inputs: Rest_Sign_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceitos aqui`)
};

const it_rest_sign_accepted = /** @type {(inputs: Rest_Sign_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accettati qui`)
};

const ar_rest_sign_accepted = /** @type {(inputs: Rest_Sign_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقبول هنا`)
};

/**
* | output |
* | --- |
* | "Accepted here" |
*
* @param {Rest_Sign_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_sign_accepted = /** @type {((inputs?: Rest_Sign_AcceptedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Sign_AcceptedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_sign_accepted(inputs)
	if (locale === "fr") return fr_rest_sign_accepted(inputs)
	if (locale === "de") return de_rest_sign_accepted(inputs)
	if (locale === "pt-BR") return pt_br2_rest_sign_accepted(inputs)
	if (locale === "it") return it_rest_sign_accepted(inputs)
	if (locale === "ar") return ar_rest_sign_accepted(inputs)
	return en_rest_sign_accepted(inputs)
});