/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_SearchInputs */

const en_rest_admin_search = /** @type {(inputs: Rest_Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by email or tag`)
};

const es_rest_admin_search = /** @type {(inputs: Rest_Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por correo o etiqueta`)
};

const fr_rest_admin_search = /** @type {(inputs: Rest_Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher par e-mail ou tag`)
};

const de_rest_admin_search = /** @type {(inputs: Rest_Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach E-Mail oder Tag suchen`)
};

const pt_br2_rest_admin_search = /** @type {(inputs: Rest_Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por e-mail ou tag`)
};

const it_rest_admin_search = /** @type {(inputs: Rest_Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca per email o tag`)
};

const ar_rest_admin_search = /** @type {(inputs: Rest_Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابحث بالبريد أو الوسم`)
};

/**
* | output |
* | --- |
* | "Search by email or tag" |
*
* @param {Rest_Admin_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_search = /** @type {((inputs?: Rest_Admin_SearchInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_SearchInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_search(inputs)
	if (locale === "fr") return fr_rest_admin_search(inputs)
	if (locale === "de") return de_rest_admin_search(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_search(inputs)
	if (locale === "it") return it_rest_admin_search(inputs)
	if (locale === "ar") return ar_rest_admin_search(inputs)
	return en_rest_admin_search(inputs)
});