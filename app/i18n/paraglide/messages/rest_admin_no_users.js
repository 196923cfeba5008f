/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_No_UsersInputs */

const en_rest_admin_no_users = /** @type {(inputs: Rest_Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No users match.`)
};

const es_rest_admin_no_users = /** @type {(inputs: Rest_Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún usuario coincide.`)
};

const fr_rest_admin_no_users = /** @type {(inputs: Rest_Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun utilisateur ne correspond.`)
};

const de_rest_admin_no_users = /** @type {(inputs: Rest_Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Nutzer.`)
};

const pt_br2_rest_admin_no_users = /** @type {(inputs: Rest_Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum usuário encontrado.`)
};

const it_rest_admin_no_users = /** @type {(inputs: Rest_Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun utente corrisponde.`)
};

const ar_rest_admin_no_users = /** @type {(inputs: Rest_Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد مستخدمون مطابقون.`)
};

/**
* | output |
* | --- |
* | "No users match." |
*
* @param {Rest_Admin_No_UsersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_no_users = /** @type {((inputs?: Rest_Admin_No_UsersInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_No_UsersInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_no_users(inputs)
	if (locale === "fr") return fr_rest_admin_no_users(inputs)
	if (locale === "de") return de_rest_admin_no_users(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_no_users(inputs)
	if (locale === "it") return it_rest_admin_no_users(inputs)
	if (locale === "ar") return ar_rest_admin_no_users(inputs)
	return en_rest_admin_no_users(inputs)
});