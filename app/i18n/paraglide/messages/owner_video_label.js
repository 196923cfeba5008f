/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Video_LabelInputs */

const en_owner_video_label = /** @type {(inputs: Owner_Video_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`YouTube video`)
};

const es_owner_video_label = /** @type {(inputs: Owner_Video_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeo de YouTube`)
};

const fr_owner_video_label = /** @type {(inputs: Owner_Video_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidéo YouTube`)
};

const de_owner_video_label = /** @type {(inputs: Owner_Video_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`YouTube-Video`)
};

const pt_br2_owner_video_label = /** @type {(inputs: Owner_Video_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeo do YouTube`)
};

const it_owner_video_label = /** @type {(inputs: Owner_Video_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video di YouTube`)
};

const ar_owner_video_label = /** @type {(inputs: Owner_Video_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فيديو يوتيوب`)
};

/**
* | output |
* | --- |
* | "YouTube video" |
*
* @param {Owner_Video_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_video_label = /** @type {((inputs?: Owner_Video_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Video_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_video_label(inputs)
	if (locale === "fr") return fr_owner_video_label(inputs)
	if (locale === "de") return de_owner_video_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_video_label(inputs)
	if (locale === "it") return it_owner_video_label(inputs)
	if (locale === "ar") return ar_owner_video_label(inputs)
	return en_owner_video_label(inputs)
});