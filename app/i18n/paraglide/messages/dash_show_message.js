/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Show_MessageInputs */

const en_dash_show_message = /** @type {(inputs: Dash_Show_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show message`)
};

const es_dash_show_message = /** @type {(inputs: Dash_Show_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar mensaje`)
};

const fr_dash_show_message = /** @type {(inputs: Dash_Show_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le message`)
};

const de_dash_show_message = /** @type {(inputs: Dash_Show_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht zeigen`)
};

const pt_br2_dash_show_message = /** @type {(inputs: Dash_Show_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar mensagem`)
};

const it_dash_show_message = /** @type {(inputs: Dash_Show_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra messaggio`)
};

const ar_dash_show_message = /** @type {(inputs: Dash_Show_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إظهار الرسالة`)
};

/**
* | output |
* | --- |
* | "Show message" |
*
* @param {Dash_Show_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_show_message = /** @type {((inputs?: Dash_Show_MessageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Show_MessageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_show_message(inputs)
	if (locale === "fr") return fr_dash_show_message(inputs)
	if (locale === "de") return de_dash_show_message(inputs)
	if (locale === "pt-BR") return pt_br2_dash_show_message(inputs)
	if (locale === "it") return it_dash_show_message(inputs)
	if (locale === "ar") return ar_dash_show_message(inputs)
	return en_dash_show_message(inputs)
});