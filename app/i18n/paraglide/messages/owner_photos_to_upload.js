/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Photos_To_UploadInputs */

const en_owner_photos_to_upload = /** @type {(inputs: Owner_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos to upload`)
};

const es_owner_photos_to_upload = /** @type {(inputs: Owner_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos por subir`)
};

const fr_owner_photos_to_upload = /** @type {(inputs: Owner_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos à envoyer`)
};

const de_owner_photos_to_upload = /** @type {(inputs: Owner_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochzuladende Fotos`)
};

const pt_br2_owner_photos_to_upload = /** @type {(inputs: Owner_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos para enviar`)
};

const it_owner_photos_to_upload = /** @type {(inputs: Owner_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto da caricare`)
};

const ar_owner_photos_to_upload = /** @type {(inputs: Owner_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صور للرفع`)
};

/**
* | output |
* | --- |
* | "Photos to upload" |
*
* @param {Owner_Photos_To_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_photos_to_upload = /** @type {((inputs?: Owner_Photos_To_UploadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Photos_To_UploadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_photos_to_upload(inputs)
	if (locale === "fr") return fr_owner_photos_to_upload(inputs)
	if (locale === "de") return de_owner_photos_to_upload(inputs)
	if (locale === "pt-BR") return pt_br2_owner_photos_to_upload(inputs)
	if (locale === "it") return it_owner_photos_to_upload(inputs)
	if (locale === "ar") return ar_owner_photos_to_upload(inputs)
	return en_owner_photos_to_upload(inputs)
});