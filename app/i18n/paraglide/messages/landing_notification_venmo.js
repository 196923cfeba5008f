/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Notification_VenmoInputs */

const en_landing_notification_venmo = /** @type {(inputs: Landing_Notification_VenmoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jordan paid you $5.00`)
};

const es_landing_notification_venmo = /** @type {(inputs: Landing_Notification_VenmoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jordan te pagó 5,00 US$`)
};

const fr_landing_notification_venmo = /** @type {(inputs: Landing_Notification_VenmoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jordan vous a payé 5,00 $ US`)
};

const de_landing_notification_venmo = /** @type {(inputs: Landing_Notification_VenmoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jordan hat dir 5,00 $ gezahlt`)
};

const pt_br2_landing_notification_venmo = /** @type {(inputs: Landing_Notification_VenmoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jordan te pagou US$ 5,00`)
};

const it_landing_notification_venmo = /** @type {(inputs: Landing_Notification_VenmoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jordan ti ha pagato 5,00 USD`)
};

const ar_landing_notification_venmo = /** @type {(inputs: Landing_Notification_VenmoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دفع لك Jordan ‏5.00 ⁨US$⁩`)
};

/**
* | output |
* | --- |
* | "Jordan paid you $5.00" |
*
* @param {Landing_Notification_VenmoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_notification_venmo = /** @type {((inputs?: Landing_Notification_VenmoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Notification_VenmoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_notification_venmo(inputs)
	if (locale === "fr") return fr_landing_notification_venmo(inputs)
	if (locale === "de") return de_landing_notification_venmo(inputs)
	if (locale === "pt-BR") return pt_br2_landing_notification_venmo(inputs)
	if (locale === "it") return it_landing_notification_venmo(inputs)
	if (locale === "ar") return ar_landing_notification_venmo(inputs)
	return en_landing_notification_venmo(inputs)
});