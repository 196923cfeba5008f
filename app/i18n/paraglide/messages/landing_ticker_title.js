/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Ticker_TitleInputs */

const en_landing_ticker_title = /** @type {(inputs: Landing_Ticker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips arrive through the apps your audience already has`)
};

const es_landing_ticker_title = /** @type {(inputs: Landing_Ticker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las propinas llegan por las apps que tu público ya tiene`)
};

const fr_landing_ticker_title = /** @type {(inputs: Landing_Ticker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pourboires arrivent par les applis que votre public a déjà`)
};

const de_landing_ticker_title = /** @type {(inputs: Landing_Ticker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeld kommt über die Apps, die dein Publikum schon hat`)
};

const pt_br2_landing_ticker_title = /** @type {(inputs: Landing_Ticker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As gorjetas chegam pelos apps que seu público já tem`)
};

const it_landing_ticker_title = /** @type {(inputs: Landing_Ticker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mance arrivano dalle app che il tuo pubblico ha già`)
};

const ar_landing_ticker_title = /** @type {(inputs: Landing_Ticker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يصل البقشيش عبر التطبيقات الموجودة لدى جمهورك`)
};

/**
* | output |
* | --- |
* | "Tips arrive through the apps your audience already has" |
*
* @param {Landing_Ticker_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_ticker_title = /** @type {((inputs?: Landing_Ticker_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Ticker_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_ticker_title(inputs)
	if (locale === "fr") return fr_landing_ticker_title(inputs)
	if (locale === "de") return de_landing_ticker_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_ticker_title(inputs)
	if (locale === "it") return it_landing_ticker_title(inputs)
	if (locale === "ar") return ar_landing_ticker_title(inputs)
	return en_landing_ticker_title(inputs)
});