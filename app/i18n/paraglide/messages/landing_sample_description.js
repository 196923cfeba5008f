/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Sample_DescriptionInputs */

const en_landing_sample_description = /** @type {(inputs: Landing_Sample_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Singer-songwriter and street guitarist. Saturdays by the fountain on Market Square, 2 to 6 pm.`)
};

const es_landing_sample_description = /** @type {(inputs: Landing_Sample_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantautora y guitarrista callejera. Los sábados junto a la fuente de la plaza del mercado, de 14 a 18 h.`)
};

const fr_landing_sample_description = /** @type {(inputs: Landing_Sample_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auteure-compositrice et guitariste de rue. Le samedi près de la fontaine de la place du Marché, de 14 h à 18 h.`)
};

const de_landing_sample_description = /** @type {(inputs: Landing_Sample_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Singer-Songwriterin und Straßengitarristin. Samstags am Brunnen auf dem Marktplatz, 14 bis 18 Uhr.`)
};

const pt_br2_landing_sample_description = /** @type {(inputs: Landing_Sample_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantora, compositora e violonista de rua. Aos sábados, perto da fonte da praça do mercado, das 14h às 18h.`)
};

const it_landing_sample_description = /** @type {(inputs: Landing_Sample_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantautrice e chitarrista di strada. Il sabato vicino alla fontana di piazza del Mercato, dalle 14 alle 18.`)
};

const ar_landing_sample_description = /** @type {(inputs: Landing_Sample_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مغنية وكاتبة أغانٍ وعازفة غيتار في الشارع. أيام السبت عند النافورة في ساحة السوق، من 2 إلى 6 مساءً.`)
};

/**
* | output |
* | --- |
* | "Singer-songwriter and street guitarist. Saturdays by the fountain on Market Square, 2 to 6 pm." |
*
* @param {Landing_Sample_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_sample_description = /** @type {((inputs?: Landing_Sample_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Sample_DescriptionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_sample_description(inputs)
	if (locale === "fr") return fr_landing_sample_description(inputs)
	if (locale === "de") return de_landing_sample_description(inputs)
	if (locale === "pt-BR") return pt_br2_landing_sample_description(inputs)
	if (locale === "it") return it_landing_sample_description(inputs)
	if (locale === "ar") return ar_landing_sample_description(inputs)
	return en_landing_sample_description(inputs)
});