/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Send_NewInputs */

const en_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new link`)
};

const es_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar un enlace nuevo`)
};

const fr_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un nouveau lien`)
};

const de_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Link senden`)
};

const pt_br2_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar um novo link`)
};

const it_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia un nuovo link`)
};

const ar_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل رابطًا جديدًا`)
};

/**
* | output |
* | --- |
* | "Send a new link" |
*
* @param {Reset_Send_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const reset_send_new = /** @type {((inputs?: Reset_Send_NewInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Send_NewInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_send_new(inputs)
	if (locale === "fr") return fr_reset_send_new(inputs)
	if (locale === "de") return de_reset_send_new(inputs)
	if (locale === "pt-BR") return pt_br2_reset_send_new(inputs)
	if (locale === "it") return it_reset_send_new(inputs)
	if (locale === "ar") return ar_reset_send_new(inputs)
	return en_reset_send_new(inputs)
});