/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_Photo_AltInputs */

const en_profile_photo_alt = /** @type {(inputs: Profile_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profile photo of ${i?.name}`)
};

const es_profile_photo_alt = /** @type {(inputs: Profile_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto de perfil de ${i?.name}`)
};

const fr_profile_photo_alt = /** @type {(inputs: Profile_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo de profil de ${i?.name}`)
};

const de_profile_photo_alt = /** @type {(inputs: Profile_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profilfoto von ${i?.name}`)
};

const pt_br2_profile_photo_alt = /** @type {(inputs: Profile_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto de perfil de ${i?.name}`)
};

const it_profile_photo_alt = /** @type {(inputs: Profile_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto del profilo di ${i?.name}`)
};

const ar_profile_photo_alt = /** @type {(inputs: Profile_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`صورة الملف الشخصي لـ ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Profile photo of {name}" |
*
* @param {Profile_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_photo_alt = /** @type {((inputs: Profile_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Photo_AltInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_photo_alt(inputs)
	if (locale === "fr") return fr_profile_photo_alt(inputs)
	if (locale === "de") return de_profile_photo_alt(inputs)
	if (locale === "pt-BR") return pt_br2_profile_photo_alt(inputs)
	if (locale === "it") return it_profile_photo_alt(inputs)
	if (locale === "ar") return ar_profile_photo_alt(inputs)
	return en_profile_photo_alt(inputs)
});