/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_YesInputs */

const en_rest_admin_yes = /** @type {(inputs: Rest_Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

const es_rest_admin_yes = /** @type {(inputs: Rest_Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

const fr_rest_admin_yes = /** @type {(inputs: Rest_Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui`)
};

const de_rest_admin_yes = /** @type {(inputs: Rest_Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja`)
};

const pt_br2_rest_admin_yes = /** @type {(inputs: Rest_Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim`)
};

const it_rest_admin_yes = /** @type {(inputs: Rest_Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sì`)
};

const ar_rest_admin_yes = /** @type {(inputs: Rest_Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم`)
};

/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Rest_Admin_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_yes = /** @type {((inputs?: Rest_Admin_YesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_YesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_yes(inputs)
	if (locale === "fr") return fr_rest_admin_yes(inputs)
	if (locale === "de") return de_rest_admin_yes(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_yes(inputs)
	if (locale === "it") return it_rest_admin_yes(inputs)
	if (locale === "ar") return ar_rest_admin_yes(inputs)
	return en_rest_admin_yes(inputs)
});