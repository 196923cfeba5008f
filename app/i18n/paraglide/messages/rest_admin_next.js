/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_NextInputs */

const en_rest_admin_next = /** @type {(inputs: Rest_Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const es_rest_admin_next = /** @type {(inputs: Rest_Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

const fr_rest_admin_next = /** @type {(inputs: Rest_Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivant`)
};

const de_rest_admin_next = /** @type {(inputs: Rest_Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const pt_br2_rest_admin_next = /** @type {(inputs: Rest_Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima`)
};

const it_rest_admin_next = /** @type {(inputs: Rest_Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successiva`)
};

const ar_rest_admin_next = /** @type {(inputs: Rest_Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التالي`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Rest_Admin_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_next = /** @type {((inputs?: Rest_Admin_NextInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_NextInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_next(inputs)
	if (locale === "fr") return fr_rest_admin_next(inputs)
	if (locale === "de") return de_rest_admin_next(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_next(inputs)
	if (locale === "it") return it_rest_admin_next(inputs)
	if (locale === "ar") return ar_rest_admin_next(inputs)
	return en_rest_admin_next(inputs)
});