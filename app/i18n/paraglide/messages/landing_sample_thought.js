/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Sample_ThoughtInputs */

const en_landing_sample_thought = /** @type {(inputs: Landing_Sample_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every song is better with someone listening.`)
};

const es_landing_sample_thought = /** @type {(inputs: Landing_Sample_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toda canción suena mejor cuando alguien escucha.`)
};

const fr_landing_sample_thought = /** @type {(inputs: Landing_Sample_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque chanson est plus belle quand quelqu’un l’écoute.`)
};

const de_landing_sample_thought = /** @type {(inputs: Landing_Sample_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Lied ist schöner, wenn jemand zuhört.`)
};

const pt_br2_landing_sample_thought = /** @type {(inputs: Landing_Sample_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toda canção fica melhor quando alguém está ouvindo.`)
};

const it_landing_sample_thought = /** @type {(inputs: Landing_Sample_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni canzone è più bella quando qualcuno ascolta.`)
};

const ar_landing_sample_thought = /** @type {(inputs: Landing_Sample_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل أغنية أجمل حين يستمع إليها أحد.`)
};

/**
* | output |
* | --- |
* | "Every song is better with someone listening." |
*
* @param {Landing_Sample_ThoughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_sample_thought = /** @type {((inputs?: Landing_Sample_ThoughtInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Sample_ThoughtInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_sample_thought(inputs)
	if (locale === "fr") return fr_landing_sample_thought(inputs)
	if (locale === "de") return de_landing_sample_thought(inputs)
	if (locale === "pt-BR") return pt_br2_landing_sample_thought(inputs)
	if (locale === "it") return it_landing_sample_thought(inputs)
	if (locale === "ar") return ar_landing_sample_thought(inputs)
	return en_landing_sample_thought(inputs)
});