/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Profile_Play_VideoInputs */

const en_profile_play_video = /** @type {(inputs: Profile_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play video: ${i?.title}`)
};

const es_profile_play_video = /** @type {(inputs: Profile_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reproducir vídeo: ${i?.title}`)
};

const fr_profile_play_video = /** @type {(inputs: Profile_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lire la vidéo : ${i?.title}`)
};

const de_profile_play_video = /** @type {(inputs: Profile_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video abspielen: ${i?.title}`)
};

const pt_br2_profile_play_video = /** @type {(inputs: Profile_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assistir ao vídeo: ${i?.title}`)
};

const it_profile_play_video = /** @type {(inputs: Profile_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Riproduci video: ${i?.title}`)
};

const ar_profile_play_video = /** @type {(inputs: Profile_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تشغيل الفيديو: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Play video: {title}" |
*
* @param {Profile_Play_VideoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_play_video = /** @type {((inputs: Profile_Play_VideoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Play_VideoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_play_video(inputs)
	if (locale === "fr") return fr_profile_play_video(inputs)
	if (locale === "de") return de_profile_play_video(inputs)
	if (locale === "pt-BR") return pt_br2_profile_play_video(inputs)
	if (locale === "it") return it_profile_play_video(inputs)
	if (locale === "ar") return ar_profile_play_video(inputs)
	return en_profile_play_video(inputs)
});