/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_LinkInputs */

const en_insights_link = /** @type {(inputs: Insights_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights: date ranges, comparison and busiest hours`)
};

const es_insights_link = /** @type {(inputs: Insights_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas: fechas, comparación y horas con más visitas`)
};

const fr_insights_link = /** @type {(inputs: Insights_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques : périodes, comparaison et heures d’affluence`)
};

const de_insights_link = /** @type {(inputs: Insights_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken: Zeiträume, Vergleich und die stärksten Stunden`)
};

const pt_br2_insights_link = /** @type {(inputs: Insights_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas: períodos, comparação e horários de pico`)
};

const it_insights_link = /** @type {(inputs: Insights_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiche: periodi, confronto e ore di punta`)
};

const ar_insights_link = /** @type {(inputs: Insights_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإحصاءات: الفترات والمقارنة وساعات الذروة`)
};

/**
* | output |
* | --- |
* | "Insights: date ranges, comparison and busiest hours" |
*
* @param {Insights_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_link = /** @type {((inputs?: Insights_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_LinkInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_link(inputs)
	if (locale === "fr") return fr_insights_link(inputs)
	if (locale === "de") return de_insights_link(inputs)
	if (locale === "pt-BR") return pt_br2_insights_link(inputs)
	if (locale === "it") return it_insights_link(inputs)
	if (locale === "ar") return ar_insights_link(inputs)
	return en_insights_link(inputs)
});