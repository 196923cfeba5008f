/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Ticker_PauseInputs */

const en_landing_ticker_pause = /** @type {(inputs: Landing_Ticker_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const es_landing_ticker_pause = /** @type {(inputs: Landing_Ticker_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

const fr_landing_ticker_pause = /** @type {(inputs: Landing_Ticker_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const de_landing_ticker_pause = /** @type {(inputs: Landing_Ticker_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const pt_br2_landing_ticker_pause = /** @type {(inputs: Landing_Ticker_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausar`)
};

const it_landing_ticker_pause = /** @type {(inputs: Landing_Ticker_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

const ar_landing_ticker_pause = /** @type {(inputs: Landing_Ticker_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف مؤقت`)
};

/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Landing_Ticker_PauseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_ticker_pause = /** @type {((inputs?: Landing_Ticker_PauseInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Ticker_PauseInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_ticker_pause(inputs)
	if (locale === "fr") return fr_landing_ticker_pause(inputs)
	if (locale === "de") return de_landing_ticker_pause(inputs)
	if (locale === "pt-BR") return pt_br2_landing_ticker_pause(inputs)
	if (locale === "it") return it_landing_ticker_pause(inputs)
	if (locale === "ar") return ar_landing_ticker_pause(inputs)
	return en_landing_ticker_pause(inputs)
});