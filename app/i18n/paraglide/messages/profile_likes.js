/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_LikesInputs */

const en_profile_likes = /** @type {(inputs: Profile_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`likes`)
};

const es_profile_likes = /** @type {(inputs: Profile_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`me gusta`)
};

const fr_profile_likes = /** @type {(inputs: Profile_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`j'aime`)
};

const de_profile_likes = /** @type {(inputs: Profile_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Likes`)
};

const pt_br2_profile_likes = /** @type {(inputs: Profile_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`curtidas`)
};

const it_profile_likes = /** @type {(inputs: Profile_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mi piace`)
};

const ar_profile_likes = /** @type {(inputs: Profile_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعجابات`)
};

/**
* | output |
* | --- |
* | "likes" |
*
* @param {Profile_LikesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_likes = /** @type {((inputs?: Profile_LikesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_LikesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_likes(inputs)
	if (locale === "fr") return fr_profile_likes(inputs)
	if (locale === "de") return de_profile_likes(inputs)
	if (locale === "pt-BR") return pt_br2_profile_likes(inputs)
	if (locale === "it") return it_profile_likes(inputs)
	if (locale === "ar") return ar_profile_likes(inputs)
	return en_profile_likes(inputs)
});