/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Col_Last_LoginInputs */

const en_rest_admin_col_last_login = /** @type {(inputs: Rest_Admin_Col_Last_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last login`)
};

const es_rest_admin_col_last_login = /** @type {(inputs: Rest_Admin_Col_Last_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último acceso`)
};

const fr_rest_admin_col_last_login = /** @type {(inputs: Rest_Admin_Col_Last_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière connexion`)
};

const de_rest_admin_col_last_login = /** @type {(inputs: Rest_Admin_Col_Last_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Anmeldung`)
};

const pt_br2_rest_admin_col_last_login = /** @type {(inputs: Rest_Admin_Col_Last_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último acesso`)
};

const it_rest_admin_col_last_login = /** @type {(inputs: Rest_Admin_Col_Last_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultimo accesso`)
};

const ar_rest_admin_col_last_login = /** @type {(inputs: Rest_Admin_Col_Last_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر دخول`)
};

/**
* | output |
* | --- |
* | "Last login" |
*
* @param {Rest_Admin_Col_Last_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_col_last_login = /** @type {((inputs?: Rest_Admin_Col_Last_LoginInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Col_Last_LoginInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_col_last_login(inputs)
	if (locale === "fr") return fr_rest_admin_col_last_login(inputs)
	if (locale === "de") return de_rest_admin_col_last_login(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_col_last_login(inputs)
	if (locale === "it") return it_rest_admin_col_last_login(inputs)
	if (locale === "ar") return ar_rest_admin_col_last_login(inputs)
	return en_rest_admin_col_last_login(inputs)
});