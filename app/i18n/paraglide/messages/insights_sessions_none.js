/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Sessions_NoneInputs */

const en_insights_sessions_none = /** @type {(inputs: Insights_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No session started in this range.`)
};

const es_insights_sessions_none = /** @type {(inputs: Insights_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna sesión empezó en este periodo.`)
};

const fr_insights_sessions_none = /** @type {(inputs: Insights_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune session commencée sur cette période.`)
};

const de_insights_sessions_none = /** @type {(inputs: Insights_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diesem Zeitraum hat keine Session begonnen.`)
};

const pt_br2_insights_sessions_none = /** @type {(inputs: Insights_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma sessão começou neste período.`)
};

const it_insights_sessions_none = /** @type {(inputs: Insights_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna sessione iniziata in questo periodo.`)
};

const ar_insights_sessions_none = /** @type {(inputs: Insights_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تبدأ أي جلسة في هذه الفترة.`)
};

/**
* | output |
* | --- |
* | "No session started in this range." |
*
* @param {Insights_Sessions_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_sessions_none = /** @type {((inputs?: Insights_Sessions_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Sessions_NoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_sessions_none(inputs)
	if (locale === "fr") return fr_insights_sessions_none(inputs)
	if (locale === "de") return de_insights_sessions_none(inputs)
	if (locale === "pt-BR") return pt_br2_insights_sessions_none(inputs)
	if (locale === "it") return it_insights_sessions_none(inputs)
	if (locale === "ar") return ar_insights_sessions_none(inputs)
	return en_insights_sessions_none(inputs)
});