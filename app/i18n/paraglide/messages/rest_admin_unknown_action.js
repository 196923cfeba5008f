/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Unknown_ActionInputs */

const en_rest_admin_unknown_action = /** @type {(inputs: Rest_Admin_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown action`)
};

const es_rest_admin_unknown_action = /** @type {(inputs: Rest_Admin_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acción desconocida`)
};

const fr_rest_admin_unknown_action = /** @type {(inputs: Rest_Admin_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action inconnue`)
};

const de_rest_admin_unknown_action = /** @type {(inputs: Rest_Admin_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte Aktion`)
};

const pt_br2_rest_admin_unknown_action = /** @type {(inputs: Rest_Admin_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ação desconhecida`)
};

const it_rest_admin_unknown_action = /** @type {(inputs: Rest_Admin_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azione sconosciuta`)
};

const ar_rest_admin_unknown_action = /** @type {(inputs: Rest_Admin_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إجراء غير معروف`)
};

/**
* | output |
* | --- |
* | "Unknown action" |
*
* @param {Rest_Admin_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_unknown_action = /** @type {((inputs?: Rest_Admin_Unknown_ActionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Unknown_ActionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_unknown_action(inputs)
	if (locale === "fr") return fr_rest_admin_unknown_action(inputs)
	if (locale === "de") return de_rest_admin_unknown_action(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_unknown_action(inputs)
	if (locale === "it") return it_rest_admin_unknown_action(inputs)
	if (locale === "ar") return ar_rest_admin_unknown_action(inputs)
	return en_rest_admin_unknown_action(inputs)
});