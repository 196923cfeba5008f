/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Your_Profile_PhotoInputs */

const en_owner_your_profile_photo = /** @type {(inputs: Owner_Your_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile photo`)
};

const es_owner_your_profile_photo = /** @type {(inputs: Owner_Your_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu foto de perfil`)
};

const fr_owner_your_profile_photo = /** @type {(inputs: Owner_Your_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre photo de profil`)
};

const de_owner_your_profile_photo = /** @type {(inputs: Owner_Your_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Profilfoto`)
};

const pt_br2_owner_your_profile_photo = /** @type {(inputs: Owner_Your_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua foto de perfil`)
};

const it_owner_your_profile_photo = /** @type {(inputs: Owner_Your_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua foto del profilo`)
};

const ar_owner_your_profile_photo = /** @type {(inputs: Owner_Your_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة ملفك`)
};

/**
* | output |
* | --- |
* | "Your profile photo" |
*
* @param {Owner_Your_Profile_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_your_profile_photo = /** @type {((inputs?: Owner_Your_Profile_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Your_Profile_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_your_profile_photo(inputs)
	if (locale === "fr") return fr_owner_your_profile_photo(inputs)
	if (locale === "de") return de_owner_your_profile_photo(inputs)
	if (locale === "pt-BR") return pt_br2_owner_your_profile_photo(inputs)
	if (locale === "it") return it_owner_your_profile_photo(inputs)
	if (locale === "ar") return ar_owner_your_profile_photo(inputs)
	return en_owner_your_profile_photo(inputs)
});