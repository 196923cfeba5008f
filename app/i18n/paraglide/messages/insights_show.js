/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_ShowInputs */

const en_insights_show = /** @type {(inputs: Insights_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

const es_insights_show = /** @type {(inputs: Insights_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const fr_insights_show = /** @type {(inputs: Insights_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

const de_insights_show = /** @type {(inputs: Insights_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigen`)
};

const pt_br2_insights_show = /** @type {(inputs: Insights_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const it_insights_show = /** @type {(inputs: Insights_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra`)
};

const ar_insights_show = /** @type {(inputs: Insights_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرض`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Insights_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_show = /** @type {((inputs?: Insights_ShowInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ShowInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_show(inputs)
	if (locale === "fr") return fr_insights_show(inputs)
	if (locale === "de") return de_insights_show(inputs)
	if (locale === "pt-BR") return pt_br2_insights_show(inputs)
	if (locale === "it") return it_insights_show(inputs)
	if (locale === "ar") return ar_insights_show(inputs)
	return en_insights_show(inputs)
});