/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Waiting_UploadInputs */

const en_owner_waiting_upload = /** @type {(inputs: Owner_Waiting_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for upload…`)
};

const es_owner_waiting_upload = /** @type {(inputs: Owner_Waiting_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando la subida…`)
};

const fr_owner_waiting_upload = /** @type {(inputs: Owner_Waiting_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de l’envoi…`)
};

const de_owner_waiting_upload = /** @type {(inputs: Owner_Waiting_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warte auf Upload …`)
};

const pt_br2_owner_waiting_upload = /** @type {(inputs: Owner_Waiting_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguardando o envio…`)
};

const it_owner_waiting_upload = /** @type {(inputs: Owner_Waiting_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa del caricamento…`)
};

const ar_owner_waiting_upload = /** @type {(inputs: Owner_Waiting_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بانتظار الرفع…`)
};

/**
* | output |
* | --- |
* | "Waiting for upload…" |
*
* @param {Owner_Waiting_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_waiting_upload = /** @type {((inputs?: Owner_Waiting_UploadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Waiting_UploadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_waiting_upload(inputs)
	if (locale === "fr") return fr_owner_waiting_upload(inputs)
	if (locale === "de") return de_owner_waiting_upload(inputs)
	if (locale === "pt-BR") return pt_br2_owner_waiting_upload(inputs)
	if (locale === "it") return it_owner_waiting_upload(inputs)
	if (locale === "ar") return ar_owner_waiting_upload(inputs)
	return en_owner_waiting_upload(inputs)
});