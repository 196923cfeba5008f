/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Analytics_TitleInputs */

const en_landing_benefit_analytics_title = /** @type {(inputs: Landing_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

const es_landing_benefit_analytics_title = /** @type {(inputs: Landing_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const fr_landing_benefit_analytics_title = /** @type {(inputs: Landing_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

const de_landing_benefit_analytics_title = /** @type {(inputs: Landing_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken`)
};

const pt_br2_landing_benefit_analytics_title = /** @type {(inputs: Landing_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

const it_landing_benefit_analytics_title = /** @type {(inputs: Landing_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiche`)
};

const ar_landing_benefit_analytics_title = /** @type {(inputs: Landing_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإحصاءات`)
};

/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Landing_Benefit_Analytics_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_analytics_title = /** @type {((inputs?: Landing_Benefit_Analytics_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Analytics_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_analytics_title(inputs)
	if (locale === "fr") return fr_landing_benefit_analytics_title(inputs)
	if (locale === "de") return de_landing_benefit_analytics_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_analytics_title(inputs)
	if (locale === "it") return it_landing_benefit_analytics_title(inputs)
	if (locale === "ar") return ar_landing_benefit_analytics_title(inputs)
	return en_landing_benefit_analytics_title(inputs)
});