/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fans_SentInputs */

const en_dash_fans_sent = /** @type {(inputs: Dash_Fans_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mails sent`)
};

const es_dash_fans_sent = /** @type {(inputs: Dash_Fans_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correos enviados`)
};

const fr_dash_fans_sent = /** @type {(inputs: Dash_Fans_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails envoyés`)
};

const de_dash_fans_sent = /** @type {(inputs: Dash_Fans_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendete Mails`)
};

const pt_br2_dash_fans_sent = /** @type {(inputs: Dash_Fans_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails enviados`)
};

const it_dash_fans_sent = /** @type {(inputs: Dash_Fans_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email inviate`)
};

const ar_dash_fans_sent = /** @type {(inputs: Dash_Fans_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسائل مُرسلة`)
};

/**
* | output |
* | --- |
* | "Mails sent" |
*
* @param {Dash_Fans_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_fans_sent = /** @type {((inputs?: Dash_Fans_SentInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fans_SentInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_fans_sent(inputs)
	if (locale === "fr") return fr_dash_fans_sent(inputs)
	if (locale === "de") return de_dash_fans_sent(inputs)
	if (locale === "pt-BR") return pt_br2_dash_fans_sent(inputs)
	if (locale === "it") return it_dash_fans_sent(inputs)
	if (locale === "ar") return ar_dash_fans_sent(inputs)
	return en_dash_fans_sent(inputs)
});