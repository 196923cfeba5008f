/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Profile_PhotoInputs */

const en_owner_profile_photo = /** @type {(inputs: Owner_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile photo`)
};

const es_owner_profile_photo = /** @type {(inputs: Owner_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de perfil`)
};

const fr_owner_profile_photo = /** @type {(inputs: Owner_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo de profil`)
};

const de_owner_profile_photo = /** @type {(inputs: Owner_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilfoto`)
};

const pt_br2_owner_profile_photo = /** @type {(inputs: Owner_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de perfil`)
};

const it_owner_profile_photo = /** @type {(inputs: Owner_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto del profilo`)
};

const ar_owner_profile_photo = /** @type {(inputs: Owner_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة الملف`)
};

/**
* | output |
* | --- |
* | "Profile photo" |
*
* @param {Owner_Profile_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_profile_photo = /** @type {((inputs?: Owner_Profile_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Profile_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_profile_photo(inputs)
	if (locale === "fr") return fr_owner_profile_photo(inputs)
	if (locale === "de") return de_owner_profile_photo(inputs)
	if (locale === "pt-BR") return pt_br2_owner_profile_photo(inputs)
	if (locale === "it") return it_owner_profile_photo(inputs)
	if (locale === "ar") return ar_owner_profile_photo(inputs)
	return en_owner_profile_photo(inputs)
});