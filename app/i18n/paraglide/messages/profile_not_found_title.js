/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Not_Found_TitleInputs */

const en_profile_not_found_title = /** @type {(inputs: Profile_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile not found · Tipped`)
};

const es_profile_not_found_title = /** @type {(inputs: Profile_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil no encontrado · Tipped`)
};

const fr_profile_not_found_title = /** @type {(inputs: Profile_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil introuvable · Tipped`)
};

const de_profile_not_found_title = /** @type {(inputs: Profile_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil nicht gefunden · Tipped`)
};

const pt_br2_profile_not_found_title = /** @type {(inputs: Profile_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil não encontrado · Tipped`)
};

const it_profile_not_found_title = /** @type {(inputs: Profile_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo non trovato · Tipped`)
};

const ar_profile_not_found_title = /** @type {(inputs: Profile_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف غير موجود · Tipped`)
};

/**
* | output |
* | --- |
* | "Profile not found · Tipped" |
*
* @param {Profile_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_not_found_title = /** @type {((inputs?: Profile_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_not_found_title(inputs)
	if (locale === "fr") return fr_profile_not_found_title(inputs)
	if (locale === "de") return de_profile_not_found_title(inputs)
	if (locale === "pt-BR") return pt_br2_profile_not_found_title(inputs)
	if (locale === "it") return it_profile_not_found_title(inputs)
	if (locale === "ar") return ar_profile_not_found_title(inputs)
	return en_profile_not_found_title(inputs)
});