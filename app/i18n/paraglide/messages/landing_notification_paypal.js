/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Notification_PaypalInputs */

const en_landing_notification_paypal = /** @type {(inputs: Landing_Notification_PaypalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You received $10.00 from Sam`)
};

const es_landing_notification_paypal = /** @type {(inputs: Landing_Notification_PaypalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibiste 10,00 US$ de Sam`)
};

const fr_landing_notification_paypal = /** @type {(inputs: Landing_Notification_PaypalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez reçu 10,00 $ US de Sam`)
};

const de_landing_notification_paypal = /** @type {(inputs: Landing_Notification_PaypalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast 10,00 $ von Sam erhalten`)
};

const pt_br2_landing_notification_paypal = /** @type {(inputs: Landing_Notification_PaypalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você recebeu US$ 10,00 de Sam`)
};

const it_landing_notification_paypal = /** @type {(inputs: Landing_Notification_PaypalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai ricevuto 10,00 USD da Sam`)
};

const ar_landing_notification_paypal = /** @type {(inputs: Landing_Notification_PaypalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلقيت 10.00 ⁨US$⁩ من Sam`)
};

/**
* | output |
* | --- |
* | "You received $10.00 from Sam" |
*
* @param {Landing_Notification_PaypalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_notification_paypal = /** @type {((inputs?: Landing_Notification_PaypalInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Notification_PaypalInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_notification_paypal(inputs)
	if (locale === "fr") return fr_landing_notification_paypal(inputs)
	if (locale === "de") return de_landing_notification_paypal(inputs)
	if (locale === "pt-BR") return pt_br2_landing_notification_paypal(inputs)
	if (locale === "it") return it_landing_notification_paypal(inputs)
	if (locale === "ar") return ar_landing_notification_paypal(inputs)
	return en_landing_notification_paypal(inputs)
});