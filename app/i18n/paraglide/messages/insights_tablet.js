/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_TabletInputs */

const en_insights_tablet = /** @type {(inputs: Insights_TabletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablet`)
};

const es_insights_tablet = /** @type {(inputs: Insights_TabletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableta`)
};

const fr_insights_tablet = /** @type {(inputs: Insights_TabletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablette`)
};

const de_insights_tablet = /** @type {(inputs: Insights_TabletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablet`)
};

const pt_br2_insights_tablet = /** @type {(inputs: Insights_TabletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablet`)
};

const it_insights_tablet = /** @type {(inputs: Insights_TabletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablet`)
};

const ar_insights_tablet = /** @type {(inputs: Insights_TabletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جهاز لوحي`)
};

/**
* | output |
* | --- |
* | "Tablet" |
*
* @param {Insights_TabletInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_tablet = /** @type {((inputs?: Insights_TabletInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_TabletInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_tablet(inputs)
	if (locale === "fr") return fr_insights_tablet(inputs)
	if (locale === "de") return de_insights_tablet(inputs)
	if (locale === "pt-BR") return pt_br2_insights_tablet(inputs)
	if (locale === "it") return it_insights_tablet(inputs)
	if (locale === "ar") return ar_insights_tablet(inputs)
	return en_insights_tablet(inputs)
});