/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Manage_BillingInputs */

const en_settings_manage_billing = /** @type {(inputs: Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

const es_settings_manage_billing = /** @type {(inputs: Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar facturación`)
};

const fr_settings_manage_billing = /** @type {(inputs: Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la facturation`)
};

const de_settings_manage_billing = /** @type {(inputs: Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung verwalten`)
};

const pt_br2_settings_manage_billing = /** @type {(inputs: Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciar cobrança`)
};

const it_settings_manage_billing = /** @type {(inputs: Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestisci fatturazione`)
};

const ar_settings_manage_billing = /** @type {(inputs: Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الفوترة`)
};

/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Settings_Manage_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_manage_billing = /** @type {((inputs?: Settings_Manage_BillingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Manage_BillingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_manage_billing(inputs)
	if (locale === "fr") return fr_settings_manage_billing(inputs)
	if (locale === "de") return de_settings_manage_billing(inputs)
	if (locale === "pt-BR") return pt_br2_settings_manage_billing(inputs)
	if (locale === "it") return it_settings_manage_billing(inputs)
	if (locale === "ar") return ar_settings_manage_billing(inputs)
	return en_settings_manage_billing(inputs)
});