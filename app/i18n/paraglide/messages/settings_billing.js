/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_BillingInputs */

const en_settings_billing = /** @type {(inputs: Settings_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan and billing`)
};

const es_settings_billing = /** @type {(inputs: Settings_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan y facturación`)
};

const fr_settings_billing = /** @type {(inputs: Settings_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forfait et facturation`)
};

const de_settings_billing = /** @type {(inputs: Settings_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif und Abrechnung`)
};

const pt_br2_settings_billing = /** @type {(inputs: Settings_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano e cobrança`)
};

const it_settings_billing = /** @type {(inputs: Settings_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piano e fatturazione`)
};

const ar_settings_billing = /** @type {(inputs: Settings_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطة والفوترة`)
};

/**
* | output |
* | --- |
* | "Plan and billing" |
*
* @param {Settings_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_billing = /** @type {((inputs?: Settings_BillingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_BillingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_billing(inputs)
	if (locale === "fr") return fr_settings_billing(inputs)
	if (locale === "de") return de_settings_billing(inputs)
	if (locale === "pt-BR") return pt_br2_settings_billing(inputs)
	if (locale === "it") return it_settings_billing(inputs)
	if (locale === "ar") return ar_settings_billing(inputs)
	return en_settings_billing(inputs)
});