/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Total_ClicksInputs */

const en_rest_admin_total_clicks = /** @type {(inputs: Rest_Admin_Total_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total clicks`)
};

const es_rest_admin_total_clicks = /** @type {(inputs: Rest_Admin_Total_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics totales`)
};

const fr_rest_admin_total_clicks = /** @type {(inputs: Rest_Admin_Total_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics au total`)
};

const de_rest_admin_total_clicks = /** @type {(inputs: Rest_Admin_Total_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klicks gesamt`)
};

const pt_br2_rest_admin_total_clicks = /** @type {(inputs: Rest_Admin_Total_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques totais`)
};

const it_rest_admin_total_clicks = /** @type {(inputs: Rest_Admin_Total_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic totali`)
};

const ar_rest_admin_total_clicks = /** @type {(inputs: Rest_Admin_Total_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إجمالي النقرات`)
};

/**
* | output |
* | --- |
* | "Total clicks" |
*
* @param {Rest_Admin_Total_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_total_clicks = /** @type {((inputs?: Rest_Admin_Total_ClicksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Total_ClicksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_total_clicks(inputs)
	if (locale === "fr") return fr_rest_admin_total_clicks(inputs)
	if (locale === "de") return de_rest_admin_total_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_total_clicks(inputs)
	if (locale === "it") return it_rest_admin_total_clicks(inputs)
	if (locale === "ar") return ar_rest_admin_total_clicks(inputs)
	return en_rest_admin_total_clicks(inputs)
});