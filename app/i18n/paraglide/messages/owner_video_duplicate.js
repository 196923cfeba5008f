/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Video_DuplicateInputs */

const en_owner_video_duplicate = /** @type {(inputs: Owner_Video_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This video is already in your list.`)
};

const es_owner_video_duplicate = /** @type {(inputs: Owner_Video_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este vídeo ya está en tu lista.`)
};

const fr_owner_video_duplicate = /** @type {(inputs: Owner_Video_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette vidéo est déjà dans votre liste.`)
};

const de_owner_video_duplicate = /** @type {(inputs: Owner_Video_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Video ist schon in deiner Liste.`)
};

const pt_br2_owner_video_duplicate = /** @type {(inputs: Owner_Video_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este vídeo já está na sua lista.`)
};

const it_owner_video_duplicate = /** @type {(inputs: Owner_Video_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo video è già nel tuo elenco.`)
};

const ar_owner_video_duplicate = /** @type {(inputs: Owner_Video_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الفيديو موجود في قائمتك بالفعل.`)
};

/**
* | output |
* | --- |
* | "This video is already in your list." |
*
* @param {Owner_Video_DuplicateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_video_duplicate = /** @type {((inputs?: Owner_Video_DuplicateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Video_DuplicateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_video_duplicate(inputs)
	if (locale === "fr") return fr_owner_video_duplicate(inputs)
	if (locale === "de") return de_owner_video_duplicate(inputs)
	if (locale === "pt-BR") return pt_br2_owner_video_duplicate(inputs)
	if (locale === "it") return it_owner_video_duplicate(inputs)
	if (locale === "ar") return ar_owner_video_duplicate(inputs)
	return en_owner_video_duplicate(inputs)
});