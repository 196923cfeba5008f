/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Profile_Social_LinksInputs */

const en_profile_social_links = /** @type {(inputs: Profile_Social_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} social links`)
};

const es_profile_social_links = /** @type {(inputs: Profile_Social_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redes sociales de ${i?.whose}`)
};

const fr_profile_social_links = /** @type {(inputs: Profile_Social_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réseaux sociaux de ${i?.whose}`)
};

const de_profile_social_links = /** @type {(inputs: Profile_Social_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Social-Media-Links von ${i?.whose}`)
};

const pt_br2_profile_social_links = /** @type {(inputs: Profile_Social_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redes sociais de ${i?.whose}`)
};

const it_profile_social_links = /** @type {(inputs: Profile_Social_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Social di ${i?.whose}`)
};

const ar_profile_social_links = /** @type {(inputs: Profile_Social_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`روابط ${i?.whose} الاجتماعية`)
};

/**
* | output |
* | --- |
* | "{whose} social links" |
*
* @param {Profile_Social_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_social_links = /** @type {((inputs: Profile_Social_LinksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Social_LinksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_social_links(inputs)
	if (locale === "fr") return fr_profile_social_links(inputs)
	if (locale === "de") return de_profile_social_links(inputs)
	if (locale === "pt-BR") return pt_br2_profile_social_links(inputs)
	if (locale === "it") return it_profile_social_links(inputs)
	if (locale === "ar") return ar_profile_social_links(inputs)
	return en_profile_social_links(inputs)
});