/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_UsersInputs */

const en_rest_admin_users = /** @type {(inputs: Rest_Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

const es_rest_admin_users = /** @type {(inputs: Rest_Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuarios`)
};

const fr_rest_admin_users = /** @type {(inputs: Rest_Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateurs`)
};

const de_rest_admin_users = /** @type {(inputs: Rest_Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer`)
};

const pt_br2_rest_admin_users = /** @type {(inputs: Rest_Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuários`)
};

const it_rest_admin_users = /** @type {(inputs: Rest_Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utenti`)
};

const ar_rest_admin_users = /** @type {(inputs: Rest_Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المستخدمون`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Rest_Admin_UsersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_users = /** @type {((inputs?: Rest_Admin_UsersInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_UsersInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_users(inputs)
	if (locale === "fr") return fr_rest_admin_users(inputs)
	if (locale === "de") return de_rest_admin_users(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_users(inputs)
	if (locale === "it") return it_rest_admin_users(inputs)
	if (locale === "ar") return ar_rest_admin_users(inputs)
	return en_rest_admin_users(inputs)
});