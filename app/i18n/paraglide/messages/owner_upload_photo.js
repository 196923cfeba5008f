/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Upload_PhotoInputs */

const en_owner_upload_photo = /** @type {(inputs: Owner_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload profile photo`)
};

const es_owner_upload_photo = /** @type {(inputs: Owner_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir foto de perfil`)
};

const fr_owner_upload_photo = /** @type {(inputs: Owner_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer une photo de profil`)
};

const de_owner_upload_photo = /** @type {(inputs: Owner_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilfoto hochladen`)
};

const pt_br2_owner_upload_photo = /** @type {(inputs: Owner_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar foto de perfil`)
};

const it_owner_upload_photo = /** @type {(inputs: Owner_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carica foto del profilo`)
};

const ar_owner_upload_photo = /** @type {(inputs: Owner_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع صورة الملف`)
};

/**
* | output |
* | --- |
* | "Upload profile photo" |
*
* @param {Owner_Upload_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload_photo = /** @type {((inputs?: Owner_Upload_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upload_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload_photo(inputs)
	if (locale === "fr") return fr_owner_upload_photo(inputs)
	if (locale === "de") return de_owner_upload_photo(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload_photo(inputs)
	if (locale === "it") return it_owner_upload_photo(inputs)
	if (locale === "ar") return ar_owner_upload_photo(inputs)
	return en_owner_upload_photo(inputs)
});