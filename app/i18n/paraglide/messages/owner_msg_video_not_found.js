/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Video_Not_FoundInputs */

const en_owner_msg_video_not_found = /** @type {(inputs: Owner_Msg_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video not found. Please check the URL and try again.`)
};

const es_owner_msg_video_not_found = /** @type {(inputs: Owner_Msg_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeo no encontrado. Revisa la URL e inténtalo de nuevo.`)
};

const fr_owner_msg_video_not_found = /** @type {(inputs: Owner_Msg_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidéo introuvable. Vérifiez l’URL et réessayez.`)
};

const de_owner_msg_video_not_found = /** @type {(inputs: Owner_Msg_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video nicht gefunden. Prüfe die URL und versuch es noch einmal.`)
};

const pt_br2_owner_msg_video_not_found = /** @type {(inputs: Owner_Msg_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeo não encontrado. Confira a URL e tente de novo.`)
};

const it_owner_msg_video_not_found = /** @type {(inputs: Owner_Msg_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video non trovato. Controlla l’URL e riprova.`)
};

const ar_owner_msg_video_not_found = /** @type {(inputs: Owner_Msg_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفيديو غير موجود. تحقق من الرابط وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Video not found. Please check the URL and try again." |
*
* @param {Owner_Msg_Video_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_video_not_found = /** @type {((inputs?: Owner_Msg_Video_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Video_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_video_not_found(inputs)
	if (locale === "fr") return fr_owner_msg_video_not_found(inputs)
	if (locale === "de") return de_owner_msg_video_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_video_not_found(inputs)
	if (locale === "it") return it_owner_msg_video_not_found(inputs)
	if (locale === "ar") return ar_owner_msg_video_not_found(inputs)
	return en_owner_msg_video_not_found(inputs)
});