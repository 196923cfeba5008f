/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_LinksInputs */

const en_insights_links = /** @type {(inputs: Insights_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links clicked`)
};

const es_insights_links = /** @type {(inputs: Insights_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlaces pulsados`)
};

const fr_insights_links = /** @type {(inputs: Insights_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liens cliqués`)
};

const de_insights_links = /** @type {(inputs: Insights_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geklickte Links`)
};

const pt_br2_insights_links = /** @type {(inputs: Insights_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links clicados`)
};

const it_insights_links = /** @type {(inputs: Insights_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link cliccati`)
};

const ar_insights_links = /** @type {(inputs: Insights_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الروابط المنقورة`)
};

/**
* | output |
* | --- |
* | "Links clicked" |
*
* @param {Insights_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_links = /** @type {((inputs?: Insights_LinksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_LinksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_links(inputs)
	if (locale === "fr") return fr_insights_links(inputs)
	if (locale === "de") return de_insights_links(inputs)
	if (locale === "pt-BR") return pt_br2_insights_links(inputs)
	if (locale === "it") return it_insights_links(inputs)
	if (locale === "ar") return ar_insights_links(inputs)
	return en_insights_links(inputs)
});