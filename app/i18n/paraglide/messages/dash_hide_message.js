/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Hide_MessageInputs */

const en_dash_hide_message = /** @type {(inputs: Dash_Hide_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide message`)
};

const es_dash_hide_message = /** @type {(inputs: Dash_Hide_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar mensaje`)
};

const fr_dash_hide_message = /** @type {(inputs: Dash_Hide_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer le message`)
};

const de_dash_hide_message = /** @type {(inputs: Dash_Hide_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht ausblenden`)
};

const pt_br2_dash_hide_message = /** @type {(inputs: Dash_Hide_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar mensagem`)
};

const it_dash_hide_message = /** @type {(inputs: Dash_Hide_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nascondi messaggio`)
};

const ar_dash_hide_message = /** @type {(inputs: Dash_Hide_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إخفاء الرسالة`)
};

/**
* | output |
* | --- |
* | "Hide message" |
*
* @param {Dash_Hide_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_hide_message = /** @type {((inputs?: Dash_Hide_MessageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Hide_MessageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_hide_message(inputs)
	if (locale === "fr") return fr_dash_hide_message(inputs)
	if (locale === "de") return de_dash_hide_message(inputs)
	if (locale === "pt-BR") return pt_br2_dash_hide_message(inputs)
	if (locale === "it") return it_dash_hide_message(inputs)
	if (locale === "ar") return ar_dash_hide_message(inputs)
	return en_dash_hide_message(inputs)
});