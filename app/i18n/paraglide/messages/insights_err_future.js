/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Err_FutureInputs */

const en_insights_err_future = /** @type {(inputs: Insights_Err_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date is in the future.`)
};

const es_insights_err_future = /** @type {(inputs: Insights_Err_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de inicio está en el futuro.`)
};

const fr_insights_err_future = /** @type {(inputs: Insights_Err_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de début est dans le futur.`)
};

const de_insights_err_future = /** @type {(inputs: Insights_Err_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Startdatum liegt in der Zukunft.`)
};

const pt_br2_insights_err_future = /** @type {(inputs: Insights_Err_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A data de início está no futuro.`)
};

const it_insights_err_future = /** @type {(inputs: Insights_Err_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La data di inizio è nel futuro.`)
};

const ar_insights_err_future = /** @type {(inputs: Insights_Err_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ البداية في المستقبل.`)
};

/**
* | output |
* | --- |
* | "The start date is in the future." |
*
* @param {Insights_Err_FutureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_err_future = /** @type {((inputs?: Insights_Err_FutureInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Err_FutureInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_err_future(inputs)
	if (locale === "fr") return fr_insights_err_future(inputs)
	if (locale === "de") return de_insights_err_future(inputs)
	if (locale === "pt-BR") return pt_br2_insights_err_future(inputs)
	if (locale === "it") return it_insights_err_future(inputs)
	if (locale === "ar") return ar_insights_err_future(inputs)
	return en_insights_err_future(inputs)
});