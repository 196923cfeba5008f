/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Rest_Admin_Page_OfInputs */

const en_rest_admin_page_of = /** @type {(inputs: Rest_Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

const es_rest_admin_page_of = /** @type {(inputs: Rest_Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

const fr_rest_admin_page_of = /** @type {(inputs: Rest_Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pages}`)
};

const de_rest_admin_page_of = /** @type {(inputs: Rest_Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page} von ${i?.pages}`)
};

const pt_br2_rest_admin_page_of = /** @type {(inputs: Rest_Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

const it_rest_admin_page_of = /** @type {(inputs: Rest_Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page} di ${i?.pages}`)
};

const ar_rest_admin_page_of = /** @type {(inputs: Rest_Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصفحة ${i?.page} من ${i?.pages}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Rest_Admin_Page_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_page_of = /** @type {((inputs: Rest_Admin_Page_OfInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Page_OfInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_page_of(inputs)
	if (locale === "fr") return fr_rest_admin_page_of(inputs)
	if (locale === "de") return de_rest_admin_page_of(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_page_of(inputs)
	if (locale === "it") return it_rest_admin_page_of(inputs)
	if (locale === "ar") return ar_rest_admin_page_of(inputs)
	return en_rest_admin_page_of(inputs)
});