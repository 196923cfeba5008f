/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_PreviousInputs */

const en_rest_admin_previous = /** @type {(inputs: Rest_Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const es_rest_admin_previous = /** @type {(inputs: Rest_Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

const fr_rest_admin_previous = /** @type {(inputs: Rest_Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédent`)
};

const de_rest_admin_previous = /** @type {(inputs: Rest_Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück`)
};

const pt_br2_rest_admin_previous = /** @type {(inputs: Rest_Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

const it_rest_admin_previous = /** @type {(inputs: Rest_Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precedente`)
};

const ar_rest_admin_previous = /** @type {(inputs: Rest_Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السابق`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Rest_Admin_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_previous = /** @type {((inputs?: Rest_Admin_PreviousInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_PreviousInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_previous(inputs)
	if (locale === "fr") return fr_rest_admin_previous(inputs)
	if (locale === "de") return de_rest_admin_previous(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_previous(inputs)
	if (locale === "it") return it_rest_admin_previous(inputs)
	if (locale === "ar") return ar_rest_admin_previous(inputs)
	return en_rest_admin_previous(inputs)
});