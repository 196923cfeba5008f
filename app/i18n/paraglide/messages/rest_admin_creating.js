/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_CreatingInputs */

const en_rest_admin_creating = /** @type {(inputs: Rest_Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating…`)
};

const es_rest_admin_creating = /** @type {(inputs: Rest_Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando…`)
};

const fr_rest_admin_creating = /** @type {(inputs: Rest_Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création…`)
};

const de_rest_admin_creating = /** @type {(inputs: Rest_Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird erstellt…`)
};

const pt_br2_rest_admin_creating = /** @type {(inputs: Rest_Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criando…`)
};

const it_rest_admin_creating = /** @type {(inputs: Rest_Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creazione…`)
};

const ar_rest_admin_creating = /** @type {(inputs: Rest_Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الإنشاء…`)
};

/**
* | output |
* | --- |
* | "Creating…" |
*
* @param {Rest_Admin_CreatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_creating = /** @type {((inputs?: Rest_Admin_CreatingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_CreatingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_creating(inputs)
	if (locale === "fr") return fr_rest_admin_creating(inputs)
	if (locale === "de") return de_rest_admin_creating(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_creating(inputs)
	if (locale === "it") return it_rest_admin_creating(inputs)
	if (locale === "ar") return ar_rest_admin_creating(inputs)
	return en_rest_admin_creating(inputs)
});