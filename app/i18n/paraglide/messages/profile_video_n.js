/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Profile_Video_NInputs */

const en_profile_video_n = /** @type {(inputs: Profile_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video ${i?.n}`)
};

const es_profile_video_n = /** @type {(inputs: Profile_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeo ${i?.n}`)
};

const fr_profile_video_n = /** @type {(inputs: Profile_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vidéo ${i?.n}`)
};

const de_profile_video_n = /** @type {(inputs: Profile_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video ${i?.n}`)
};

const pt_br2_profile_video_n = /** @type {(inputs: Profile_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeo ${i?.n}`)
};

const it_profile_video_n = /** @type {(inputs: Profile_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video ${i?.n}`)
};

const ar_profile_video_n = /** @type {(inputs: Profile_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فيديو ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Video {n}" |
*
* @param {Profile_Video_NInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_video_n = /** @type {((inputs: Profile_Video_NInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Video_NInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_video_n(inputs)
	if (locale === "fr") return fr_profile_video_n(inputs)
	if (locale === "de") return de_profile_video_n(inputs)
	if (locale === "pt-BR") return pt_br2_profile_video_n(inputs)
	if (locale === "it") return it_profile_video_n(inputs)
	if (locale === "ar") return ar_profile_video_n(inputs)
	return en_profile_video_n(inputs)
});