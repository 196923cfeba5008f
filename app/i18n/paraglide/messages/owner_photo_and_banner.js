/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Photo_And_BannerInputs */

const en_owner_photo_and_banner = /** @type {(inputs: Owner_Photo_And_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile photo and banner`)
};

const es_owner_photo_and_banner = /** @type {(inputs: Owner_Photo_And_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de perfil y banner`)
};

const fr_owner_photo_and_banner = /** @type {(inputs: Owner_Photo_And_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo de profil et bannière`)
};

const de_owner_photo_and_banner = /** @type {(inputs: Owner_Photo_And_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilfoto und Banner`)
};

const pt_br2_owner_photo_and_banner = /** @type {(inputs: Owner_Photo_And_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de perfil e banner`)
};

const it_owner_photo_and_banner = /** @type {(inputs: Owner_Photo_And_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto del profilo e banner`)
};

const ar_owner_photo_and_banner = /** @type {(inputs: Owner_Photo_And_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة الملف والغلاف`)
};

/**
* | output |
* | --- |
* | "Profile photo and banner" |
*
* @param {Owner_Photo_And_BannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_photo_and_banner = /** @type {((inputs?: Owner_Photo_And_BannerInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Photo_And_BannerInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_photo_and_banner(inputs)
	if (locale === "fr") return fr_owner_photo_and_banner(inputs)
	if (locale === "de") return de_owner_photo_and_banner(inputs)
	if (locale === "pt-BR") return pt_br2_owner_photo_and_banner(inputs)
	if (locale === "it") return it_owner_photo_and_banner(inputs)
	if (locale === "ar") return ar_owner_photo_and_banner(inputs)
	return en_owner_photo_and_banner(inputs)
});