/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_UploadingInputs */

const en_owner_uploading = /** @type {(inputs: Owner_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading…`)
};

const es_owner_uploading = /** @type {(inputs: Owner_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subiendo…`)
};

const fr_owner_uploading = /** @type {(inputs: Owner_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi…`)
};

const de_owner_uploading = /** @type {(inputs: Owner_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hochgeladen …`)
};

const pt_br2_owner_uploading = /** @type {(inputs: Owner_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

const it_owner_uploading = /** @type {(inputs: Owner_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento…`)
};

const ar_owner_uploading = /** @type {(inputs: Owner_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الرفع…`)
};

/**
* | output |
* | --- |
* | "Uploading…" |
*
* @param {Owner_UploadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_uploading = /** @type {((inputs?: Owner_UploadingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_UploadingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_uploading(inputs)
	if (locale === "fr") return fr_owner_uploading(inputs)
	if (locale === "de") return de_owner_uploading(inputs)
	if (locale === "pt-BR") return pt_br2_owner_uploading(inputs)
	if (locale === "it") return it_owner_uploading(inputs)
	if (locale === "ar") return ar_owner_uploading(inputs)
	return en_owner_uploading(inputs)
});