/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_UploadInputs */

const en_owner_upload = /** @type {(inputs: Owner_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

const es_owner_upload = /** @type {(inputs: Owner_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

const fr_owner_upload = /** @type {(inputs: Owner_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

const de_owner_upload = /** @type {(inputs: Owner_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochladen`)
};

const pt_br2_owner_upload = /** @type {(inputs: Owner_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

const it_owner_upload = /** @type {(inputs: Owner_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carica`)
};

const ar_owner_upload = /** @type {(inputs: Owner_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع`)
};

/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Owner_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload = /** @type {((inputs?: Owner_UploadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_UploadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload(inputs)
	if (locale === "fr") return fr_owner_upload(inputs)
	if (locale === "de") return de_owner_upload(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload(inputs)
	if (locale === "it") return it_owner_upload(inputs)
	if (locale === "ar") return ar_owner_upload(inputs)
	return en_owner_upload(inputs)
});