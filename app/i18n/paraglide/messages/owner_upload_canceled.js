/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Upload_CanceledInputs */

const en_owner_upload_canceled = /** @type {(inputs: Owner_Upload_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload canceled`)
};

const es_owner_upload_canceled = /** @type {(inputs: Owner_Upload_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subida cancelada`)
};

const fr_owner_upload_canceled = /** @type {(inputs: Owner_Upload_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi annulé`)
};

const de_owner_upload_canceled = /** @type {(inputs: Owner_Upload_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload abgebrochen`)
};

const pt_br2_owner_upload_canceled = /** @type {(inputs: Owner_Upload_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envio cancelado`)
};

const it_owner_upload_canceled = /** @type {(inputs: Owner_Upload_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento annullato`)
};

const ar_owner_upload_canceled = /** @type {(inputs: Owner_Upload_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي الرفع`)
};

/**
* | output |
* | --- |
* | "Upload canceled" |
*
* @param {Owner_Upload_CanceledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload_canceled = /** @type {((inputs?: Owner_Upload_CanceledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upload_CanceledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload_canceled(inputs)
	if (locale === "fr") return fr_owner_upload_canceled(inputs)
	if (locale === "de") return de_owner_upload_canceled(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload_canceled(inputs)
	if (locale === "it") return it_owner_upload_canceled(inputs)
	if (locale === "ar") return ar_owner_upload_canceled(inputs)
	return en_owner_upload_canceled(inputs)
});