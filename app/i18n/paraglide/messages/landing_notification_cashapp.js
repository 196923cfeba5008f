/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Notification_CashappInputs */

const en_landing_notification_cashapp = /** @type {(inputs: Landing_Notification_CashappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priya sent you $3`)
};

const es_landing_notification_cashapp = /** @type {(inputs: Landing_Notification_CashappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priya te envió 3 US$`)
};

const fr_landing_notification_cashapp = /** @type {(inputs: Landing_Notification_CashappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priya vous a envoyé 3 $ US`)
};

const de_landing_notification_cashapp = /** @type {(inputs: Landing_Notification_CashappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priya hat dir 3 $ geschickt`)
};

const pt_br2_landing_notification_cashapp = /** @type {(inputs: Landing_Notification_CashappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priya te enviou US$ 3`)
};

const it_landing_notification_cashapp = /** @type {(inputs: Landing_Notification_CashappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priya ti ha inviato 3 USD`)
};

const ar_landing_notification_cashapp = /** @type {(inputs: Landing_Notification_CashappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسلت لك Priya ‏3 ⁨US$⁩`)
};

/**
* | output |
* | --- |
* | "Priya sent you $3" |
*
* @param {Landing_Notification_CashappInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_notification_cashapp = /** @type {((inputs?: Landing_Notification_CashappInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Notification_CashappInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_notification_cashapp(inputs)
	if (locale === "fr") return fr_landing_notification_cashapp(inputs)
	if (locale === "de") return de_landing_notification_cashapp(inputs)
	if (locale === "pt-BR") return pt_br2_landing_notification_cashapp(inputs)
	if (locale === "it") return it_landing_notification_cashapp(inputs)
	if (locale === "ar") return ar_landing_notification_cashapp(inputs)
	return en_landing_notification_cashapp(inputs)
});