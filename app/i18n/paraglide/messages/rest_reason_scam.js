/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Reason_ScamInputs */

const en_rest_reason_scam = /** @type {(inputs: Rest_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scam or fraud`)
};

const es_rest_reason_scam = /** @type {(inputs: Rest_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estafa o fraude`)
};

const fr_rest_reason_scam = /** @type {(inputs: Rest_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arnaque ou fraude`)
};

const de_rest_reason_scam = /** @type {(inputs: Rest_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrug`)
};

const pt_br2_rest_reason_scam = /** @type {(inputs: Rest_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golpe ou fraude`)
};

const it_rest_reason_scam = /** @type {(inputs: Rest_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truffa o frode`)
};

const ar_rest_reason_scam = /** @type {(inputs: Rest_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احتيال أو نصب`)
};

/**
* | output |
* | --- |
* | "Scam or fraud" |
*
* @param {Rest_Reason_ScamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_reason_scam = /** @type {((inputs?: Rest_Reason_ScamInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Reason_ScamInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_reason_scam(inputs)
	if (locale === "fr") return fr_rest_reason_scam(inputs)
	if (locale === "de") return de_rest_reason_scam(inputs)
	if (locale === "pt-BR") return pt_br2_rest_reason_scam(inputs)
	if (locale === "it") return it_rest_reason_scam(inputs)
	if (locale === "ar") return ar_rest_reason_scam(inputs)
	return en_rest_reason_scam(inputs)
});