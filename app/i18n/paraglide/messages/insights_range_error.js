/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ error: NonNullable<unknown> }} Insights_Range_ErrorInputs */

const en_insights_range_error = /** @type {(inputs: Insights_Range_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Showing the last 28 days.`)
};

const es_insights_range_error = /** @type {(inputs: Insights_Range_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Se muestran los últimos 28 días.`)
};

const fr_insights_range_error = /** @type {(inputs: Insights_Range_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Affichage des 28 derniers jours.`)
};

const de_insights_range_error = /** @type {(inputs: Insights_Range_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Angezeigt werden die letzten 28 Tage.`)
};

const pt_br2_insights_range_error = /** @type {(inputs: Insights_Range_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Mostrando os últimos 28 dias.`)
};

const it_insights_range_error = /** @type {(inputs: Insights_Range_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Sono mostrati gli ultimi 28 giorni.`)
};

const ar_insights_range_error = /** @type {(inputs: Insights_Range_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} نعرض آخر 28 يومًا.`)
};

/**
* | output |
* | --- |
* | "{error} Showing the last 28 days." |
*
* @param {Insights_Range_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_range_error = /** @type {((inputs: Insights_Range_ErrorInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Range_ErrorInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_range_error(inputs)
	if (locale === "fr") return fr_insights_range_error(inputs)
	if (locale === "de") return de_insights_range_error(inputs)
	if (locale === "pt-BR") return pt_br2_insights_range_error(inputs)
	if (locale === "it") return it_insights_range_error(inputs)
	if (locale === "ar") return ar_insights_range_error(inputs)
	return en_insights_range_error(inputs)
});