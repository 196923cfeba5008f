/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown>, previous: NonNullable<unknown>, timeZone: NonNullable<unknown> }} Insights_PeriodInputs */

const en_insights_period = /** @type {(inputs: Insights_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range}, against ${i?.previous} (the same weekdays before). Times in ${i?.timeZone}.`)
};

const es_insights_period = /** @type {(inputs: Insights_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range}, frente a ${i?.previous} (los mismos días de la semana antes). Horas de ${i?.timeZone}.`)
};

const fr_insights_period = /** @type {(inputs: Insights_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range}, comparé à ${i?.previous} (les mêmes jours de la semaine avant). Heures de ${i?.timeZone}.`)
};

const de_insights_period = /** @type {(inputs: Insights_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range}, verglichen mit ${i?.previous} (dieselben Wochentage davor). Zeiten in ${i?.timeZone}.`)
};

const pt_br2_insights_period = /** @type {(inputs: Insights_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range}, comparado com ${i?.previous} (os mesmos dias da semana antes). Horários de ${i?.timeZone}.`)
};

const it_insights_period = /** @type {(inputs: Insights_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range}, rispetto a ${i?.previous} (gli stessi giorni della settimana prima). Orari di ${i?.timeZone}.`)
};

const ar_insights_period = /** @type {(inputs: Insights_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range}، مقارنةً بـ ${i?.previous} (أيام الأسبوع نفسها قبلها). الأوقات بتوقيت ${i?.timeZone}.`)
};

/**
* | output |
* | --- |
* | "{range}, against {previous} (the same weekdays before). Times in {timeZone}." |
*
* @param {Insights_PeriodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_period = /** @type {((inputs: Insights_PeriodInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_PeriodInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_period(inputs)
	if (locale === "fr") return fr_insights_period(inputs)
	if (locale === "de") return de_insights_period(inputs)
	if (locale === "pt-BR") return pt_br2_insights_period(inputs)
	if (locale === "it") return it_insights_period(inputs)
	if (locale === "ar") return ar_insights_period(inputs)
	return en_insights_period(inputs)
});