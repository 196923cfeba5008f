/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Reason_ImpersonationInputs */

const en_rest_reason_impersonation = /** @type {(inputs: Rest_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonation`)
};

const es_rest_reason_impersonation = /** @type {(inputs: Rest_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suplantación de identidad`)
};

const fr_rest_reason_impersonation = /** @type {(inputs: Rest_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usurpation d’identité`)
};

const de_rest_reason_impersonation = /** @type {(inputs: Rest_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsdiebstahl`)
};

const pt_br2_rest_reason_impersonation = /** @type {(inputs: Rest_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falsidade ideológica`)
};

const it_rest_reason_impersonation = /** @type {(inputs: Rest_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Furto d’identità`)
};

const ar_rest_reason_impersonation = /** @type {(inputs: Rest_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتحال شخصية`)
};

/**
* | output |
* | --- |
* | "Impersonation" |
*
* @param {Rest_Reason_ImpersonationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_reason_impersonation = /** @type {((inputs?: Rest_Reason_ImpersonationInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Reason_ImpersonationInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_reason_impersonation(inputs)
	if (locale === "fr") return fr_rest_reason_impersonation(inputs)
	if (locale === "de") return de_rest_reason_impersonation(inputs)
	if (locale === "pt-BR") return pt_br2_rest_reason_impersonation(inputs)
	if (locale === "it") return it_rest_reason_impersonation(inputs)
	if (locale === "ar") return ar_rest_reason_impersonation(inputs)
	return en_rest_reason_impersonation(inputs)
});