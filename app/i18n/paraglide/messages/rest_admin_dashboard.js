/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_DashboardInputs */

const en_rest_admin_dashboard = /** @type {(inputs: Rest_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin dashboard`)
};

const es_rest_admin_dashboard = /** @type {(inputs: Rest_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de administración`)
};

const fr_rest_admin_dashboard = /** @type {(inputs: Rest_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord d’administration`)
};

const de_rest_admin_dashboard = /** @type {(inputs: Rest_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltungsübersicht`)
};

const pt_br2_rest_admin_dashboard = /** @type {(inputs: Rest_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Painel de administração`)
};

const it_rest_admin_dashboard = /** @type {(inputs: Rest_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pannello di amministrazione`)
};

const ar_rest_admin_dashboard = /** @type {(inputs: Rest_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة الإدارة`)
};

/**
* | output |
* | --- |
* | "Admin dashboard" |
*
* @param {Rest_Admin_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_dashboard = /** @type {((inputs?: Rest_Admin_DashboardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_DashboardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_dashboard(inputs)
	if (locale === "fr") return fr_rest_admin_dashboard(inputs)
	if (locale === "de") return de_rest_admin_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_dashboard(inputs)
	if (locale === "it") return it_rest_admin_dashboard(inputs)
	if (locale === "ar") return ar_rest_admin_dashboard(inputs)
	return en_rest_admin_dashboard(inputs)
});