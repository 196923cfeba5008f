/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Sample_LikesInputs */

const en_landing_sample_likes = /** @type {(inputs: Landing_Sample_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` likes`)
};

const es_landing_sample_likes = /** @type {(inputs: Landing_Sample_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` me gusta`)
};

const fr_landing_sample_likes = /** @type {(inputs: Landing_Sample_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` j'aime`)
};

const de_landing_sample_likes = /** @type {(inputs: Landing_Sample_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Likes`)
};

const pt_br2_landing_sample_likes = /** @type {(inputs: Landing_Sample_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` curtidas`)
};

const it_landing_sample_likes = /** @type {(inputs: Landing_Sample_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` mi piace`)
};

const ar_landing_sample_likes = /** @type {(inputs: Landing_Sample_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` إعجابات`)
};

/**
* | output |
* | --- |
* | "likes" |
*
* @param {Landing_Sample_LikesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_sample_likes = /** @type {((inputs?: Landing_Sample_LikesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Sample_LikesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_sample_likes(inputs)
	if (locale === "fr") return fr_landing_sample_likes(inputs)
	if (locale === "de") return de_landing_sample_likes(inputs)
	if (locale === "pt-BR") return pt_br2_landing_sample_likes(inputs)
	if (locale === "it") return it_landing_sample_likes(inputs)
	if (locale === "ar") return ar_landing_sample_likes(inputs)
	return en_landing_sample_likes(inputs)
});