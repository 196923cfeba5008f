/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ setting: NonNullable<unknown> }} Rest_Admin_Not_ConfiguredInputs */

const en_rest_admin_not_configured = /** @type {(inputs: Rest_Admin_Not_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Admin is not configured. Set ${i?.setting} on the server to enable it.`)
};

const es_rest_admin_not_configured = /** @type {(inputs: Rest_Admin_Not_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La administración no está configurada. Define ${i?.setting} en el servidor para activarla.`)
};

const fr_rest_admin_not_configured = /** @type {(inputs: Rest_Admin_Not_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’administration n’est pas configurée. Définissez ${i?.setting} sur le serveur pour l’activer.`)
};

const de_rest_admin_not_configured = /** @type {(inputs: Rest_Admin_Not_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Verwaltung ist nicht eingerichtet. Setze ${i?.setting} auf dem Server, um sie zu aktivieren.`)
};

const pt_br2_rest_admin_not_configured = /** @type {(inputs: Rest_Admin_Not_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A administração não está configurada. Defina ${i?.setting} no servidor para ativá-la.`)
};

const it_rest_admin_not_configured = /** @type {(inputs: Rest_Admin_Not_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’amministrazione non è configurata. Imposta ${i?.setting} sul server per attivarla.`)
};

const ar_rest_admin_not_configured = /** @type {(inputs: Rest_Admin_Not_ConfiguredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإدارة غير مُعدّة. اضبط ${i?.setting} على الخادم لتفعيلها.`)
};

/**
* | output |
* | --- |
* | "Admin is not configured. Set {setting} on the server to enable it." |
*
* @param {Rest_Admin_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_not_configured = /** @type {((inputs: Rest_Admin_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Not_ConfiguredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_not_configured(inputs)
	if (locale === "fr") return fr_rest_admin_not_configured(inputs)
	if (locale === "de") return de_rest_admin_not_configured(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_not_configured(inputs)
	if (locale === "it") return it_rest_admin_not_configured(inputs)
	if (locale === "ar") return ar_rest_admin_not_configured(inputs)
	return en_rest_admin_not_configured(inputs)
});