/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Billing_LedeInputs */

const en_settings_billing_lede = /** @type {(inputs: Settings_Billing_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your card or plan, download invoices or cancel, on Stripe's billing page.`)
};

const es_settings_billing_lede = /** @type {(inputs: Settings_Billing_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia tu tarjeta o tu plan, descarga facturas o cancela, en la página de facturación de Stripe.`)
};

const fr_settings_billing_lede = /** @type {(inputs: Settings_Billing_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changez de carte ou de forfait, téléchargez des factures ou résiliez, sur la page de facturation de Stripe.`)
};

const de_settings_billing_lede = /** @type {(inputs: Settings_Billing_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändere Karte oder Tarif, lade Rechnungen herunter oder kündige auf der Abrechnungsseite von Stripe.`)
};

const pt_br2_settings_billing_lede = /** @type {(inputs: Settings_Billing_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altere seu cartão ou plano, baixe faturas ou cancele na página de cobrança da Stripe.`)
};

const it_settings_billing_lede = /** @type {(inputs: Settings_Billing_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia carta o piano, scarica le fatture o annulla, nella pagina di fatturazione di Stripe.`)
};

const ar_settings_billing_lede = /** @type {(inputs: Settings_Billing_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غيّر بطاقتك أو خطتك، أو نزّل الفواتير، أو ألغِ، من صفحة الفوترة في Stripe.`)
};

/**
* | output |
* | --- |
* | "Change your card or plan, download invoices or cancel, on Stripe's billing page." |
*
* @param {Settings_Billing_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_billing_lede = /** @type {((inputs?: Settings_Billing_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Billing_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_billing_lede(inputs)
	if (locale === "fr") return fr_settings_billing_lede(inputs)
	if (locale === "de") return de_settings_billing_lede(inputs)
	if (locale === "pt-BR") return pt_br2_settings_billing_lede(inputs)
	if (locale === "it") return it_settings_billing_lede(inputs)
	if (locale === "ar") return ar_settings_billing_lede(inputs)
	return en_settings_billing_lede(inputs)
});