/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_UploadedInputs */

const en_owner_uploaded = /** @type {(inputs: Owner_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploaded`)
};

const es_owner_uploaded = /** @type {(inputs: Owner_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subida`)
};

const fr_owner_uploaded = /** @type {(inputs: Owner_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyée`)
};

const de_owner_uploaded = /** @type {(inputs: Owner_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochgeladen`)
};

const pt_br2_owner_uploaded = /** @type {(inputs: Owner_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada`)
};

const it_owner_uploaded = /** @type {(inputs: Owner_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricata`)
};

const ar_owner_uploaded = /** @type {(inputs: Owner_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم الرفع`)
};

/**
* | output |
* | --- |
* | "Uploaded" |
*
* @param {Owner_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_uploaded = /** @type {((inputs?: Owner_UploadedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_UploadedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_uploaded(inputs)
	if (locale === "fr") return fr_owner_uploaded(inputs)
	if (locale === "de") return de_owner_uploaded(inputs)
	if (locale === "pt-BR") return pt_br2_owner_uploaded(inputs)
	if (locale === "it") return it_owner_uploaded(inputs)
	if (locale === "ar") return ar_owner_uploaded(inputs)
	return en_owner_uploaded(inputs)
});