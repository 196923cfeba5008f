/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Upload_FailedInputs */

const en_owner_upload_failed = /** @type {(inputs: Owner_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload failed`)
};

const es_owner_upload_failed = /** @type {(inputs: Owner_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La subida falló`)
};

const fr_owner_upload_failed = /** @type {(inputs: Owner_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’envoi`)
};

const de_owner_upload_failed = /** @type {(inputs: Owner_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload fehlgeschlagen`)
};

const pt_br2_owner_upload_failed = /** @type {(inputs: Owner_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha no envio`)
};

const it_owner_upload_failed = /** @type {(inputs: Owner_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento non riuscito`)
};

const ar_owner_upload_failed = /** @type {(inputs: Owner_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل الرفع`)
};

/**
* | output |
* | --- |
* | "Upload failed" |
*
* @param {Owner_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload_failed = /** @type {((inputs?: Owner_Upload_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upload_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload_failed(inputs)
	if (locale === "fr") return fr_owner_upload_failed(inputs)
	if (locale === "de") return de_owner_upload_failed(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload_failed(inputs)
	if (locale === "it") return it_owner_upload_failed(inputs)
	if (locale === "ar") return ar_owner_upload_failed(inputs)
	return en_owner_upload_failed(inputs)
});