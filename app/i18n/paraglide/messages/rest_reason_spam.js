/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Reason_SpamInputs */

const en_rest_reason_spam = /** @type {(inputs: Rest_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const es_rest_reason_spam = /** @type {(inputs: Rest_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const fr_rest_reason_spam = /** @type {(inputs: Rest_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const de_rest_reason_spam = /** @type {(inputs: Rest_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const pt_br2_rest_reason_spam = /** @type {(inputs: Rest_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const it_rest_reason_spam = /** @type {(inputs: Rest_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const ar_rest_reason_spam = /** @type {(inputs: Rest_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسائل مزعجة`)
};

/**
* | output |
* | --- |
* | "Spam" |
*
* @param {Rest_Reason_SpamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_reason_spam = /** @type {((inputs?: Rest_Reason_SpamInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Reason_SpamInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_reason_spam(inputs)
	if (locale === "fr") return fr_rest_reason_spam(inputs)
	if (locale === "de") return de_rest_reason_spam(inputs)
	if (locale === "pt-BR") return pt_br2_rest_reason_spam(inputs)
	if (locale === "it") return it_rest_reason_spam(inputs)
	if (locale === "ar") return ar_rest_reason_spam(inputs)
	return en_rest_reason_spam(inputs)
});