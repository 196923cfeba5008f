/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Sample_CaptionInputs */

const en_landing_sample_caption = /** @type {(inputs: Landing_Sample_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sample profile. Yours gets your name, your links and your colours.`)
};

const es_landing_sample_caption = /** @type {(inputs: Landing_Sample_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un perfil de ejemplo. El tuyo tendrá tu nombre, tus enlaces y tus colores.`)
};

const fr_landing_sample_caption = /** @type {(inputs: Landing_Sample_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un exemple de profil. Le vôtre aura votre nom, vos liens et vos couleurs.`)
};

const de_landing_sample_caption = /** @type {(inputs: Landing_Sample_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Beispielprofil. Deins bekommt deinen Namen, deine Links und deine Farben.`)
};

const pt_br2_landing_sample_caption = /** @type {(inputs: Landing_Sample_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um perfil de exemplo. O seu terá seu nome, seus links e suas cores.`)
};

const it_landing_sample_caption = /** @type {(inputs: Landing_Sample_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un profilo di esempio. Il tuo avrà il tuo nome, i tuoi link e i tuoi colori.`)
};

const ar_landing_sample_caption = /** @type {(inputs: Landing_Sample_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملف تعريفي نموذجي. ملفك سيحمل اسمك وروابطك وألوانك.`)
};

/**
* | output |
* | --- |
* | "A sample profile. Yours gets your name, your links and your colours." |
*
* @param {Landing_Sample_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_sample_caption = /** @type {((inputs?: Landing_Sample_CaptionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Sample_CaptionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_sample_caption(inputs)
	if (locale === "fr") return fr_landing_sample_caption(inputs)
	if (locale === "de") return de_landing_sample_caption(inputs)
	if (locale === "pt-BR") return pt_br2_landing_sample_caption(inputs)
	if (locale === "it") return it_landing_sample_caption(inputs)
	if (locale === "ar") return ar_landing_sample_caption(inputs)
	return en_landing_sample_caption(inputs)
});