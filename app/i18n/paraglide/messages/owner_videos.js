/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_VideosInputs */

const en_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

const es_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos`)
};

const fr_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidéos`)
};

const de_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

const pt_br2_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos`)
};

const it_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video`)
};

const ar_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفيديوهات`)
};

/**
* | output |
* | --- |
* | "Videos" |
*
* @param {Owner_VideosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_videos = /** @type {((inputs?: Owner_VideosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_VideosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_videos(inputs)
	if (locale === "fr") return fr_owner_videos(inputs)
	if (locale === "de") return de_owner_videos(inputs)
	if (locale === "pt-BR") return pt_br2_owner_videos(inputs)
	if (locale === "it") return it_owner_videos(inputs)
	if (locale === "ar") return ar_owner_videos(inputs)
	return en_owner_videos(inputs)
});