/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Err_OrderInputs */

const en_insights_err_order = /** @type {(inputs: Insights_Err_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date is before the start date.`)
};

const es_insights_err_order = /** @type {(inputs: Insights_Err_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de fin es anterior a la de inicio.`)
};

const fr_insights_err_order = /** @type {(inputs: Insights_Err_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de fin précède la date de début.`)
};

const de_insights_err_order = /** @type {(inputs: Insights_Err_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Enddatum liegt vor dem Startdatum.`)
};

const pt_br2_insights_err_order = /** @type {(inputs: Insights_Err_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A data de fim é anterior à de início.`)
};

const it_insights_err_order = /** @type {(inputs: Insights_Err_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La data di fine è precedente a quella di inizio.`)
};

const ar_insights_err_order = /** @type {(inputs: Insights_Err_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ النهاية قبل تاريخ البداية.`)
};

/**
* | output |
* | --- |
* | "The end date is before the start date." |
*
* @param {Insights_Err_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_err_order = /** @type {((inputs?: Insights_Err_OrderInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Err_OrderInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_err_order(inputs)
	if (locale === "fr") return fr_insights_err_order(inputs)
	if (locale === "de") return de_insights_err_order(inputs)
	if (locale === "pt-BR") return pt_br2_insights_err_order(inputs)
	if (locale === "it") return it_insights_err_order(inputs)
	if (locale === "ar") return ar_insights_err_order(inputs)
	return en_insights_err_order(inputs)
});