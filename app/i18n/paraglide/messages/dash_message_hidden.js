/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Message_HiddenInputs */

const en_dash_message_hidden = /** @type {(inputs: Dash_Message_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message hidden`)
};

const es_dash_message_hidden = /** @type {(inputs: Dash_Message_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje oculto`)
};

const fr_dash_message_hidden = /** @type {(inputs: Dash_Message_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message masqué`)
};

const de_dash_message_hidden = /** @type {(inputs: Dash_Message_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht ausgeblendet`)
};

const pt_br2_dash_message_hidden = /** @type {(inputs: Dash_Message_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensagem oculta`)
};

const it_dash_message_hidden = /** @type {(inputs: Dash_Message_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messaggio nascosto`)
};

const ar_dash_message_hidden = /** @type {(inputs: Dash_Message_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرسالة مخفية`)
};

/**
* | output |
* | --- |
* | "Message hidden" |
*
* @param {Dash_Message_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_message_hidden = /** @type {((inputs?: Dash_Message_HiddenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Message_HiddenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_message_hidden(inputs)
	if (locale === "fr") return fr_dash_message_hidden(inputs)
	if (locale === "de") return de_dash_message_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_dash_message_hidden(inputs)
	if (locale === "it") return it_dash_message_hidden(inputs)
	if (locale === "ar") return ar_dash_message_hidden(inputs)
	return en_dash_message_hidden(inputs)
});