/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Notification_NowInputs */

const en_landing_notification_now = /** @type {(inputs: Landing_Notification_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`now`)
};

const es_landing_notification_now = /** @type {(inputs: Landing_Notification_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ahora`)
};

const fr_landing_notification_now = /** @type {(inputs: Landing_Notification_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`maintenant`)
};

const de_landing_notification_now = /** @type {(inputs: Landing_Notification_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jetzt`)
};

const pt_br2_landing_notification_now = /** @type {(inputs: Landing_Notification_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agora`)
};

const it_landing_notification_now = /** @type {(inputs: Landing_Notification_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ora`)
};

const ar_landing_notification_now = /** @type {(inputs: Landing_Notification_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الآن`)
};

/**
* | output |
* | --- |
* | "now" |
*
* @param {Landing_Notification_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_notification_now = /** @type {((inputs?: Landing_Notification_NowInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Notification_NowInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_notification_now(inputs)
	if (locale === "fr") return fr_landing_notification_now(inputs)
	if (locale === "de") return de_landing_notification_now(inputs)
	if (locale === "pt-BR") return pt_br2_landing_notification_now(inputs)
	if (locale === "it") return it_landing_notification_now(inputs)
	if (locale === "ar") return ar_landing_notification_now(inputs)
	return en_landing_notification_now(inputs)
});