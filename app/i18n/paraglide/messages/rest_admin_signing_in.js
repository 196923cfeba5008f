/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Signing_InInputs */

const en_rest_admin_signing_in = /** @type {(inputs: Rest_Admin_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

const es_rest_admin_signing_in = /** @type {(inputs: Rest_Admin_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrando…`)
};

const fr_rest_admin_signing_in = /** @type {(inputs: Rest_Admin_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion…`)
};

const de_rest_admin_signing_in = /** @type {(inputs: Rest_Admin_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung…`)
};

const pt_br2_rest_admin_signing_in = /** @type {(inputs: Rest_Admin_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrando…`)
};

const it_rest_admin_signing_in = /** @type {(inputs: Rest_Admin_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso in corso…`)
};

const ar_rest_admin_signing_in = /** @type {(inputs: Rest_Admin_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تسجيل الدخول…`)
};

/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Rest_Admin_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_signing_in = /** @type {((inputs?: Rest_Admin_Signing_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Signing_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_signing_in(inputs)
	if (locale === "fr") return fr_rest_admin_signing_in(inputs)
	if (locale === "de") return de_rest_admin_signing_in(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_signing_in(inputs)
	if (locale === "it") return it_rest_admin_signing_in(inputs)
	if (locale === "ar") return ar_rest_admin_signing_in(inputs)
	return en_rest_admin_signing_in(inputs)
});