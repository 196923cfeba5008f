/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_RefreshingInputs */

const en_rest_admin_refreshing = /** @type {(inputs: Rest_Admin_RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refreshing…`)
};

const es_rest_admin_refreshing = /** @type {(inputs: Rest_Admin_RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizando…`)
};

const fr_rest_admin_refreshing = /** @type {(inputs: Rest_Admin_RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualisation…`)
};

const de_rest_admin_refreshing = /** @type {(inputs: Rest_Admin_RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird aktualisiert…`)
};

const pt_br2_rest_admin_refreshing = /** @type {(inputs: Rest_Admin_RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizando…`)
};

const it_rest_admin_refreshing = /** @type {(inputs: Rest_Admin_RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiornamento…`)
};

const ar_rest_admin_refreshing = /** @type {(inputs: Rest_Admin_RefreshingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ التحديث…`)
};

/**
* | output |
* | --- |
* | "Refreshing…" |
*
* @param {Rest_Admin_RefreshingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_refreshing = /** @type {((inputs?: Rest_Admin_RefreshingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_RefreshingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_refreshing(inputs)
	if (locale === "fr") return fr_rest_admin_refreshing(inputs)
	if (locale === "de") return de_rest_admin_refreshing(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_refreshing(inputs)
	if (locale === "it") return it_rest_admin_refreshing(inputs)
	if (locale === "ar") return ar_rest_admin_refreshing(inputs)
	return en_rest_admin_refreshing(inputs)
});