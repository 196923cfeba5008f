/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_DashboardInputs */

const en_sign_dashboard = /** @type {(inputs: Sign_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const es_sign_dashboard = /** @type {(inputs: Sign_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel`)
};

const fr_sign_dashboard = /** @type {(inputs: Sign_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord`)
};

const de_sign_dashboard = /** @type {(inputs: Sign_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const pt_br2_sign_dashboard = /** @type {(inputs: Sign_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Painel`)
};

const it_sign_dashboard = /** @type {(inputs: Sign_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const ar_sign_dashboard = /** @type {(inputs: Sign_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Sign_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_dashboard = /** @type {((inputs?: Sign_DashboardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_DashboardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_dashboard(inputs)
	if (locale === "fr") return fr_sign_dashboard(inputs)
	if (locale === "de") return de_sign_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_sign_dashboard(inputs)
	if (locale === "it") return it_sign_dashboard(inputs)
	if (locale === "ar") return ar_sign_dashboard(inputs)
	return en_sign_dashboard(inputs)
});