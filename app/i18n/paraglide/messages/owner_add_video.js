/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Add_VideoInputs */

const en_owner_add_video = /** @type {(inputs: Owner_Add_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add video`)
};

const es_owner_add_video = /** @type {(inputs: Owner_Add_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir vídeo`)
};

const fr_owner_add_video = /** @type {(inputs: Owner_Add_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter la vidéo`)
};

const de_owner_add_video = /** @type {(inputs: Owner_Add_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video hinzufügen`)
};

const pt_br2_owner_add_video = /** @type {(inputs: Owner_Add_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar vídeo`)
};

const it_owner_add_video = /** @type {(inputs: Owner_Add_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi video`)
};

const ar_owner_add_video = /** @type {(inputs: Owner_Add_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة فيديو`)
};

/**
* | output |
* | --- |
* | "Add video" |
*
* @param {Owner_Add_VideoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_add_video = /** @type {((inputs?: Owner_Add_VideoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Add_VideoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_add_video(inputs)
	if (locale === "fr") return fr_owner_add_video(inputs)
	if (locale === "de") return de_owner_add_video(inputs)
	if (locale === "pt-BR") return pt_br2_owner_add_video(inputs)
	if (locale === "it") return it_owner_add_video(inputs)
	if (locale === "ar") return ar_owner_add_video(inputs)
	return en_owner_add_video(inputs)
});