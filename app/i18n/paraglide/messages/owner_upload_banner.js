/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Upload_BannerInputs */

const en_owner_upload_banner = /** @type {(inputs: Owner_Upload_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload banner`)
};

const es_owner_upload_banner = /** @type {(inputs: Owner_Upload_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir banner`)
};

const fr_owner_upload_banner = /** @type {(inputs: Owner_Upload_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer une bannière`)
};

const de_owner_upload_banner = /** @type {(inputs: Owner_Upload_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner hochladen`)
};

const pt_br2_owner_upload_banner = /** @type {(inputs: Owner_Upload_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar banner`)
};

const it_owner_upload_banner = /** @type {(inputs: Owner_Upload_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carica banner`)
};

const ar_owner_upload_banner = /** @type {(inputs: Owner_Upload_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع الغلاف`)
};

/**
* | output |
* | --- |
* | "Upload banner" |
*
* @param {Owner_Upload_BannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload_banner = /** @type {((inputs?: Owner_Upload_BannerInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upload_BannerInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload_banner(inputs)
	if (locale === "fr") return fr_owner_upload_banner(inputs)
	if (locale === "de") return de_owner_upload_banner(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload_banner(inputs)
	if (locale === "it") return it_owner_upload_banner(inputs)
	if (locale === "ar") return ar_owner_upload_banner(inputs)
	return en_owner_upload_banner(inputs)
});