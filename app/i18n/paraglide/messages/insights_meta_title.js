/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Meta_TitleInputs */

const en_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights · Tipped`)
};

const es_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas · Tipped`)
};

const fr_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques · Tipped`)
};

const de_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken · Tipped`)
};

const pt_br2_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas · Tipped`)
};

const it_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiche · Tipped`)
};

const ar_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإحصاءات · Tipped`)
};

/**
* | output |
* | --- |
* | "Insights · Tipped" |
*
* @param {Insights_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_meta_title = /** @type {((inputs?: Insights_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_meta_title(inputs)
	if (locale === "fr") return fr_insights_meta_title(inputs)
	if (locale === "de") return de_insights_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_insights_meta_title(inputs)
	if (locale === "it") return it_insights_meta_title(inputs)
	if (locale === "ar") return ar_insights_meta_title(inputs)
	return en_insights_meta_title(inputs)
});