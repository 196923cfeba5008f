/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Footer_TaglineInputs */

const en_profile_footer_tagline = /** @type {(inputs: Profile_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One link for every way to tip.`)
};

const es_profile_footer_tagline = /** @type {(inputs: Profile_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un enlace para todas las formas de dar propina.`)
};

const fr_profile_footer_tagline = /** @type {(inputs: Profile_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lien pour toutes les façons de donner un pourboire.`)
};

const de_profile_footer_tagline = /** @type {(inputs: Profile_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Link für jede Art, Trinkgeld zu geben.`)
};

const pt_br2_profile_footer_tagline = /** @type {(inputs: Profile_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um link para todas as formas de dar gorjeta.`)
};

const it_profile_footer_tagline = /** @type {(inputs: Profile_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un link per ogni modo di lasciare una mancia.`)
};

const ar_profile_footer_tagline = /** @type {(inputs: Profile_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط واحد لكل طرق الإكرامية.`)
};

/**
* | output |
* | --- |
* | "One link for every way to tip." |
*
* @param {Profile_Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_footer_tagline = /** @type {((inputs?: Profile_Footer_TaglineInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Footer_TaglineInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_footer_tagline(inputs)
	if (locale === "fr") return fr_profile_footer_tagline(inputs)
	if (locale === "de") return de_profile_footer_tagline(inputs)
	if (locale === "pt-BR") return pt_br2_profile_footer_tagline(inputs)
	if (locale === "it") return it_profile_footer_tagline(inputs)
	if (locale === "ar") return ar_profile_footer_tagline(inputs)
	return en_profile_footer_tagline(inputs)
});