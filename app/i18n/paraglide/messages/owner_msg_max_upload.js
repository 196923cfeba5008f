/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Max_UploadInputs */

const en_owner_msg_max_upload = /** @type {(inputs: Owner_Msg_Max_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max file size 5 MB`)
};

const es_owner_msg_max_upload = /** @type {(inputs: Owner_Msg_Max_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño máximo 5 MB`)
};

const fr_owner_msg_max_upload = /** @type {(inputs: Owner_Msg_Max_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille max. 5 Mo`)
};

const de_owner_msg_max_upload = /** @type {(inputs: Owner_Msg_Max_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Höchstens 5 MB pro Datei`)
};

const pt_br2_owner_msg_max_upload = /** @type {(inputs: Owner_Msg_Max_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamanho máximo 5 MB`)
};

const it_owner_msg_max_upload = /** @type {(inputs: Owner_Msg_Max_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensione massima 5 MB`)
};

const ar_owner_msg_max_upload = /** @type {(inputs: Owner_Msg_Max_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحد الأقصى للملف 5 ميغابايت`)
};

/**
* | output |
* | --- |
* | "Max file size 5 MB" |
*
* @param {Owner_Msg_Max_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_max_upload = /** @type {((inputs?: Owner_Msg_Max_UploadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Max_UploadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_max_upload(inputs)
	if (locale === "fr") return fr_owner_msg_max_upload(inputs)
	if (locale === "de") return de_owner_msg_max_upload(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_max_upload(inputs)
	if (locale === "it") return it_owner_msg_max_upload(inputs)
	if (locale === "ar") return ar_owner_msg_max_upload(inputs)
	return en_owner_msg_max_upload(inputs)
});