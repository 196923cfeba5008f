/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Analytics_BodyInputs */

const en_landing_benefit_analytics_body = /** @type {(inputs: Landing_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See how many people view your page and which links they tap.`)
};

const es_landing_benefit_analytics_body = /** @type {(inputs: Landing_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira cuántas personas ven tu página y qué enlaces tocan.`)
};

const fr_landing_benefit_analytics_body = /** @type {(inputs: Landing_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyez combien de personnes consultent votre page et sur quels liens elles appuient.`)
};

const de_landing_benefit_analytics_body = /** @type {(inputs: Landing_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieh, wie viele Menschen deine Seite ansehen und welche Links sie antippen.`)
};

const pt_br2_landing_benefit_analytics_body = /** @type {(inputs: Landing_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veja quantas pessoas visitam sua página e quais links elas tocam.`)
};

const it_landing_benefit_analytics_body = /** @type {(inputs: Landing_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopri quante persone vedono la tua pagina e quali link toccano.`)
};

const ar_landing_benefit_analytics_body = /** @type {(inputs: Landing_Benefit_Analytics_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرف عدد من يشاهدون صفحتك وأي الروابط ينقرون.`)
};

/**
* | output |
* | --- |
* | "See how many people view your page and which links they tap." |
*
* @param {Landing_Benefit_Analytics_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_analytics_body = /** @type {((inputs?: Landing_Benefit_Analytics_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Analytics_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_analytics_body(inputs)
	if (locale === "fr") return fr_landing_benefit_analytics_body(inputs)
	if (locale === "de") return de_landing_benefit_analytics_body(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_analytics_body(inputs)
	if (locale === "it") return it_landing_benefit_analytics_body(inputs)
	if (locale === "ar") return ar_landing_benefit_analytics_body(inputs)
	return en_landing_benefit_analytics_body(inputs)
});