/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_ClicksInputs */

const en_rest_admin_clicks = /** @type {(inputs: Rest_Admin_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicks:`)
};

const es_rest_admin_clicks = /** @type {(inputs: Rest_Admin_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics:`)
};

const fr_rest_admin_clicks = /** @type {(inputs: Rest_Admin_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics :`)
};

const de_rest_admin_clicks = /** @type {(inputs: Rest_Admin_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klicks:`)
};

const pt_br2_rest_admin_clicks = /** @type {(inputs: Rest_Admin_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques:`)
};

const it_rest_admin_clicks = /** @type {(inputs: Rest_Admin_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic:`)
};

const ar_rest_admin_clicks = /** @type {(inputs: Rest_Admin_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النقرات:`)
};

/**
* | output |
* | --- |
* | "Clicks:" |
*
* @param {Rest_Admin_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_clicks = /** @type {((inputs?: Rest_Admin_ClicksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_ClicksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_clicks(inputs)
	if (locale === "fr") return fr_rest_admin_clicks(inputs)
	if (locale === "de") return de_rest_admin_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_clicks(inputs)
	if (locale === "it") return it_rest_admin_clicks(inputs)
	if (locale === "ar") return ar_rest_admin_clicks(inputs)
	return en_rest_admin_clicks(inputs)
});