/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Analytics_TitleInputs */

const en_signup_benefit_analytics_title = /** @type {(inputs: Signup_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

const es_signup_benefit_analytics_title = /** @type {(inputs: Signup_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const fr_signup_benefit_analytics_title = /** @type {(inputs: Signup_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

const de_signup_benefit_analytics_title = /** @type {(inputs: Signup_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken`)
};

const pt_br2_signup_benefit_analytics_title = /** @type {(inputs: Signup_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

const it_signup_benefit_analytics_title = /** @type {(inputs: Signup_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiche`)
};

const ar_signup_benefit_analytics_title = /** @type {(inputs: Signup_Benefit_Analytics_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإحصاءات`)
};

/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Signup_Benefit_Analytics_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_analytics_title = /** @type {((inputs?: Signup_Benefit_Analytics_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Analytics_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_analytics_title(inputs)
	if (locale === "fr") return fr_signup_benefit_analytics_title(inputs)
	if (locale === "de") return de_signup_benefit_analytics_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_analytics_title(inputs)
	if (locale === "it") return it_signup_benefit_analytics_title(inputs)
	if (locale === "ar") return ar_signup_benefit_analytics_title(inputs)
	return en_signup_benefit_analytics_title(inputs)
});