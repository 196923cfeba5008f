/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Msg_Too_Many_VideosInputs */

const en_owner_msg_too_many_videos = /** @type {(inputs: Owner_Msg_Too_Many_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} videos`)
};

const es_owner_msg_too_many_videos = /** @type {(inputs: Owner_Msg_Too_Many_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} vídeos`)
};

const fr_owner_msg_too_many_videos = /** @type {(inputs: Owner_Msg_Too_Many_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} vidéos au plus`)
};

const de_owner_msg_too_many_videos = /** @type {(inputs: Owner_Msg_Too_Many_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Videos`)
};

const pt_br2_owner_msg_too_many_videos = /** @type {(inputs: Owner_Msg_Too_Many_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} vídeos`)
};

const it_owner_msg_too_many_videos = /** @type {(inputs: Owner_Msg_Too_Many_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al massimo ${i?.max} video`)
};

const ar_owner_msg_too_many_videos = /** @type {(inputs: Owner_Msg_Too_Many_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} فيديو كحد أقصى`)
};

/**
* | output |
* | --- |
* | "At most {max} videos" |
*
* @param {Owner_Msg_Too_Many_VideosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_too_many_videos = /** @type {((inputs: Owner_Msg_Too_Many_VideosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Too_Many_VideosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_too_many_videos(inputs)
	if (locale === "fr") return fr_owner_msg_too_many_videos(inputs)
	if (locale === "de") return de_owner_msg_too_many_videos(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_too_many_videos(inputs)
	if (locale === "it") return it_owner_msg_too_many_videos(inputs)
	if (locale === "ar") return ar_owner_msg_too_many_videos(inputs)
	return en_owner_msg_too_many_videos(inputs)
});