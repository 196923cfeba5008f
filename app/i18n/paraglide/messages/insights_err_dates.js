/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Err_DatesInputs */

const en_insights_err_dates = /** @type {(inputs: Insights_Err_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a start and an end date.`)
};

const es_insights_err_dates = /** @type {(inputs: Insights_Err_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una fecha de inicio y una de fin.`)
};

const fr_insights_err_dates = /** @type {(inputs: Insights_Err_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date de début et une date de fin.`)
};

const de_insights_err_dates = /** @type {(inputs: Insights_Err_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Start- und ein Enddatum.`)
};

const pt_br2_insights_err_dates = /** @type {(inputs: Insights_Err_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma data de início e uma de fim.`)
};

const it_insights_err_dates = /** @type {(inputs: Insights_Err_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una data di inizio e una di fine.`)
};

const ar_insights_err_dates = /** @type {(inputs: Insights_Err_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر تاريخ البداية وتاريخ النهاية.`)
};

/**
* | output |
* | --- |
* | "Choose a start and an end date." |
*
* @param {Insights_Err_DatesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_err_dates = /** @type {((inputs?: Insights_Err_DatesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Err_DatesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_err_dates(inputs)
	if (locale === "fr") return fr_insights_err_dates(inputs)
	if (locale === "de") return de_insights_err_dates(inputs)
	if (locale === "pt-BR") return pt_br2_insights_err_dates(inputs)
	if (locale === "it") return it_insights_err_dates(inputs)
	if (locale === "ar") return ar_insights_err_dates(inputs)
	return en_insights_err_dates(inputs)
});