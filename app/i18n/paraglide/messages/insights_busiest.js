/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, views: NonNullable<unknown>, timeZone: NonNullable<unknown> }} Insights_BusiestInputs */

const en_insights_busiest = /** @type {(inputs: Insights_BusiestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Busiest: ${i?.when} (${i?.views}), ${i?.timeZone} time.`)
};

const es_insights_busiest = /** @type {(inputs: Insights_BusiestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más visitas: ${i?.when} (${i?.views}), hora de ${i?.timeZone}.`)
};

const fr_insights_busiest = /** @type {(inputs: Insights_BusiestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus d’affluence : ${i?.when} (${i?.views}), heure de ${i?.timeZone}.`)
};

const de_insights_busiest = /** @type {(inputs: Insights_BusiestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Am stärksten: ${i?.when} (${i?.views}), Zeit in ${i?.timeZone}.`)
};

const pt_br2_insights_busiest = /** @type {(inputs: Insights_BusiestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mais movimentado: ${i?.when} (${i?.views}), horário de ${i?.timeZone}.`)
};

const it_insights_busiest = /** @type {(inputs: Insights_BusiestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Più visite: ${i?.when} (${i?.views}), ora di ${i?.timeZone}.`)
};

const ar_insights_busiest = /** @type {(inputs: Insights_BusiestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الأكثر مشاهدة: ${i?.when} (${i?.views})، بتوقيت ${i?.timeZone}.`)
};

/**
* | output |
* | --- |
* | "Busiest: {when} ({views}), {timeZone} time." |
*
* @param {Insights_BusiestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_busiest = /** @type {((inputs: Insights_BusiestInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_BusiestInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_busiest(inputs)
	if (locale === "fr") return fr_insights_busiest(inputs)
	if (locale === "de") return de_insights_busiest(inputs)
	if (locale === "pt-BR") return pt_br2_insights_busiest(inputs)
	if (locale === "it") return it_insights_busiest(inputs)
	if (locale === "ar") return ar_insights_busiest(inputs)
	return en_insights_busiest(inputs)
});