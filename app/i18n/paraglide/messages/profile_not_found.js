/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Not_FoundInputs */

const en_profile_not_found = /** @type {(inputs: Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile not found`)
};

const es_profile_not_found = /** @type {(inputs: Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil no encontrado`)
};

const fr_profile_not_found = /** @type {(inputs: Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil introuvable`)
};

const de_profile_not_found = /** @type {(inputs: Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil nicht gefunden`)
};

const pt_br2_profile_not_found = /** @type {(inputs: Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil não encontrado`)
};

const it_profile_not_found = /** @type {(inputs: Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo non trovato`)
};

const ar_profile_not_found = /** @type {(inputs: Profile_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف غير موجود`)
};

/**
* | output |
* | --- |
* | "Profile not found" |
*
* @param {Profile_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_not_found = /** @type {((inputs?: Profile_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_not_found(inputs)
	if (locale === "fr") return fr_profile_not_found(inputs)
	if (locale === "de") return de_profile_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_profile_not_found(inputs)
	if (locale === "it") return it_profile_not_found(inputs)
	if (locale === "ar") return ar_profile_not_found(inputs)
	return en_profile_not_found(inputs)
});