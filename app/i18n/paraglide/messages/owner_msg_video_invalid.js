/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Video_InvalidInputs */

const en_owner_msg_video_invalid = /** @type {(inputs: Owner_Msg_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid YouTube URL. Please enter a valid YouTube video URL.`)
};

const es_owner_msg_video_invalid = /** @type {(inputs: Owner_Msg_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de YouTube no válida. Escribe la URL de un vídeo de YouTube.`)
};

const fr_owner_msg_video_invalid = /** @type {(inputs: Owner_Msg_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL YouTube invalide. Saisissez l’URL d’une vidéo YouTube.`)
};

const de_owner_msg_video_invalid = /** @type {(inputs: Owner_Msg_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige YouTube-URL. Bitte gib die URL eines YouTube-Videos ein.`)
};

const pt_br2_owner_msg_video_invalid = /** @type {(inputs: Owner_Msg_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL do YouTube inválida. Digite a URL de um vídeo do YouTube.`)
};

const it_owner_msg_video_invalid = /** @type {(inputs: Owner_Msg_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL di YouTube non valido. Inserisci l’URL di un video di YouTube.`)
};

const ar_owner_msg_video_invalid = /** @type {(inputs: Owner_Msg_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط يوتيوب غير صالح. أدخل رابط فيديو يوتيوب صالحًا.`)
};

/**
* | output |
* | --- |
* | "Invalid YouTube URL. Please enter a valid YouTube video URL." |
*
* @param {Owner_Msg_Video_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_video_invalid = /** @type {((inputs?: Owner_Msg_Video_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Video_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_video_invalid(inputs)
	if (locale === "fr") return fr_owner_msg_video_invalid(inputs)
	if (locale === "de") return de_owner_msg_video_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_video_invalid(inputs)
	if (locale === "it") return it_owner_msg_video_invalid(inputs)
	if (locale === "ar") return ar_owner_msg_video_invalid(inputs)
	return en_owner_msg_video_invalid(inputs)
});