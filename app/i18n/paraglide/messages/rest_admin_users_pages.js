/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Users_PagesInputs */

const en_rest_admin_users_pages = /** @type {(inputs: Rest_Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users pages`)
};

const es_rest_admin_users_pages = /** @type {(inputs: Rest_Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de usuarios`)
};

const fr_rest_admin_users_pages = /** @type {(inputs: Rest_Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages d’utilisateurs`)
};

const de_rest_admin_users_pages = /** @type {(inputs: Rest_Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzerseiten`)
};

const pt_br2_rest_admin_users_pages = /** @type {(inputs: Rest_Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de usuários`)
};

const it_rest_admin_users_pages = /** @type {(inputs: Rest_Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine utenti`)
};

const ar_rest_admin_users_pages = /** @type {(inputs: Rest_Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحات المستخدمين`)
};

/**
* | output |
* | --- |
* | "Users pages" |
*
* @param {Rest_Admin_Users_PagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_users_pages = /** @type {((inputs?: Rest_Admin_Users_PagesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Users_PagesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_users_pages(inputs)
	if (locale === "fr") return fr_rest_admin_users_pages(inputs)
	if (locale === "de") return de_rest_admin_users_pages(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_users_pages(inputs)
	if (locale === "it") return it_rest_admin_users_pages(inputs)
	if (locale === "ar") return ar_rest_admin_users_pages(inputs)
	return en_rest_admin_users_pages(inputs)
});