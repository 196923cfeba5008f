/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Reason_OtherInputs */

const en_rest_reason_other = /** @type {(inputs: Rest_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const es_rest_reason_other = /** @type {(inputs: Rest_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro`)
};

const fr_rest_reason_other = /** @type {(inputs: Rest_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

const de_rest_reason_other = /** @type {(inputs: Rest_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sonstiges`)
};

const pt_br2_rest_reason_other = /** @type {(inputs: Rest_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outro`)
};

const it_rest_reason_other = /** @type {(inputs: Rest_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altro`)
};

const ar_rest_reason_other = /** @type {(inputs: Rest_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير ذلك`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Rest_Reason_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_reason_other = /** @type {((inputs?: Rest_Reason_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Reason_OtherInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_reason_other(inputs)
	if (locale === "fr") return fr_rest_reason_other(inputs)
	if (locale === "de") return de_rest_reason_other(inputs)
	if (locale === "pt-BR") return pt_br2_rest_reason_other(inputs)
	if (locale === "it") return it_rest_reason_other(inputs)
	if (locale === "ar") return ar_rest_reason_other(inputs)
	return en_rest_reason_other(inputs)
});