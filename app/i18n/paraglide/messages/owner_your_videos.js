/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Your_VideosInputs */

const en_owner_your_videos = /** @type {(inputs: Owner_Your_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your videos`)
};

const es_owner_your_videos = /** @type {(inputs: Owner_Your_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus vídeos`)
};

const fr_owner_your_videos = /** @type {(inputs: Owner_Your_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos vidéos`)
};

const de_owner_your_videos = /** @type {(inputs: Owner_Your_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Videos`)
};

const pt_br2_owner_your_videos = /** @type {(inputs: Owner_Your_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus vídeos`)
};

const it_owner_your_videos = /** @type {(inputs: Owner_Your_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I tuoi video`)
};

const ar_owner_your_videos = /** @type {(inputs: Owner_Your_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فيديوهاتك`)
};

/**
* | output |
* | --- |
* | "Your videos" |
*
* @param {Owner_Your_VideosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_your_videos = /** @type {((inputs?: Owner_Your_VideosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Your_VideosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_your_videos(inputs)
	if (locale === "fr") return fr_owner_your_videos(inputs)
	if (locale === "de") return de_owner_your_videos(inputs)
	if (locale === "pt-BR") return pt_br2_owner_your_videos(inputs)
	if (locale === "it") return it_owner_your_videos(inputs)
	if (locale === "ar") return ar_owner_your_videos(inputs)
	return en_owner_your_videos(inputs)
});