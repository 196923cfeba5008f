/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_VideosInputs */

const en_profile_videos = /** @type {(inputs: Profile_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

const es_profile_videos = /** @type {(inputs: Profile_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos`)
};

const fr_profile_videos = /** @type {(inputs: Profile_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidéos`)
};

const de_profile_videos = /** @type {(inputs: Profile_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

const pt_br2_profile_videos = /** @type {(inputs: Profile_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos`)
};

const it_profile_videos = /** @type {(inputs: Profile_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video`)
};

const ar_profile_videos = /** @type {(inputs: Profile_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفيديوهات`)
};

/**
* | output |
* | --- |
* | "Videos" |
*
* @param {Profile_VideosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_videos = /** @type {((inputs?: Profile_VideosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_VideosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_videos(inputs)
	if (locale === "fr") return fr_profile_videos(inputs)
	if (locale === "de") return de_profile_videos(inputs)
	if (locale === "pt-BR") return pt_br2_profile_videos(inputs)
	if (locale === "it") return it_profile_videos(inputs)
	if (locale === "ar") return ar_profile_videos(inputs)
	return en_profile_videos(inputs)
});