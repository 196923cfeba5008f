/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_RefreshInputs */

const en_rest_admin_refresh = /** @type {(inputs: Rest_Admin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

const es_rest_admin_refresh = /** @type {(inputs: Rest_Admin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar`)
};

const fr_rest_admin_refresh = /** @type {(inputs: Rest_Admin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualiser`)
};

const de_rest_admin_refresh = /** @type {(inputs: Rest_Admin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisieren`)
};

const pt_br2_rest_admin_refresh = /** @type {(inputs: Rest_Admin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar`)
};

const it_rest_admin_refresh = /** @type {(inputs: Rest_Admin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiorna`)
};

const ar_rest_admin_refresh = /** @type {(inputs: Rest_Admin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحديث`)
};

/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Rest_Admin_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_refresh = /** @type {((inputs?: Rest_Admin_RefreshInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_RefreshInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_refresh(inputs)
	if (locale === "fr") return fr_rest_admin_refresh(inputs)
	if (locale === "de") return de_rest_admin_refresh(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_refresh(inputs)
	if (locale === "it") return it_rest_admin_refresh(inputs)
	if (locale === "ar") return ar_rest_admin_refresh(inputs)
	return en_rest_admin_refresh(inputs)
});