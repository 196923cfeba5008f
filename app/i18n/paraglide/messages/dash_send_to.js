/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Send_ToInputs */

const en_dash_send_to = /** @type {(inputs: Dash_Send_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send to`)
};

const es_dash_send_to = /** @type {(inputs: Dash_Send_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar a`)
};

const fr_dash_send_to = /** @type {(inputs: Dash_Send_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer à`)
};

const de_dash_send_to = /** @type {(inputs: Dash_Send_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden an`)
};

const pt_br2_dash_send_to = /** @type {(inputs: Dash_Send_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar para`)
};

const it_dash_send_to = /** @type {(inputs: Dash_Send_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia a`)
};

const ar_dash_send_to = /** @type {(inputs: Dash_Send_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل إلى`)
};

/**
* | output |
* | --- |
* | "Send to" |
*
* @param {Dash_Send_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_send_to = /** @type {((inputs?: Dash_Send_ToInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Send_ToInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_send_to(inputs)
	if (locale === "fr") return fr_dash_send_to(inputs)
	if (locale === "de") return de_dash_send_to(inputs)
	if (locale === "pt-BR") return pt_br2_dash_send_to(inputs)
	if (locale === "it") return it_dash_send_to(inputs)
	if (locale === "ar") return ar_dash_send_to(inputs)
	return en_dash_send_to(inputs)
});