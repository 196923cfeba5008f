/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Analytics_BodyInputs */

const en_signup_benefit_analytics_body = /** @type {(inputs: Signup_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See who viewed your page and which links they tapped.`)
};

const es_signup_benefit_analytics_body = /** @type {(inputs: Signup_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira quién vio tu página y qué enlaces tocó.`)
};

const fr_signup_benefit_analytics_body = /** @type {(inputs: Signup_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyez qui a consulté votre page et sur quels liens on a appuyé.`)
};

const de_signup_benefit_analytics_body = /** @type {(inputs: Signup_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieh, wer deine Seite angesehen hat und welche Links angetippt wurden.`)
};

const pt_br2_signup_benefit_analytics_body = /** @type {(inputs: Signup_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veja quem visitou sua página e quais links foram tocados.`)
};

const it_signup_benefit_analytics_body = /** @type {(inputs: Signup_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopri chi ha visto la tua pagina e quali link ha toccato.`)
};

const ar_signup_benefit_analytics_body = /** @type {(inputs: Signup_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرف من شاهد صفحتك وأي الروابط نقر.`)
};

/**
* | output |
* | --- |
* | "See who viewed your page and which links they tapped." |
*
* @param {Signup_Benefit_Analytics_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_analytics_body = /** @type {((inputs?: Signup_Benefit_Analytics_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Analytics_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_analytics_body(inputs)
	if (locale === "fr") return fr_signup_benefit_analytics_body(inputs)
	if (locale === "de") return de_signup_benefit_analytics_body(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_analytics_body(inputs)
	if (locale === "it") return it_signup_benefit_analytics_body(inputs)
	if (locale === "ar") return ar_signup_benefit_analytics_body(inputs)
	return en_signup_benefit_analytics_body(inputs)
});