/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_LikeInputs */

const en_profile_like = /** @type {(inputs: Profile_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Like ${i?.name}`)
};

const es_profile_like = /** @type {(inputs: Profile_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Me gusta ${i?.name}`)
};

const fr_profile_like = /** @type {(inputs: Profile_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`J'aime ${i?.name}`)
};

const de_profile_like = /** @type {(inputs: Profile_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gefällt mir`)
};

const pt_br2_profile_like = /** @type {(inputs: Profile_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Curtir ${i?.name}`)
};

const it_profile_like = /** @type {(inputs: Profile_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mi piace ${i?.name}`)
};

const ar_profile_like = /** @type {(inputs: Profile_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أعجبني ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Like {name}" |
*
* @param {Profile_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_like = /** @type {((inputs: Profile_LikeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_LikeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_like(inputs)
	if (locale === "fr") return fr_profile_like(inputs)
	if (locale === "de") return de_profile_like(inputs)
	if (locale === "pt-BR") return pt_br2_profile_like(inputs)
	if (locale === "it") return it_profile_like(inputs)
	if (locale === "ar") return ar_profile_like(inputs)
	return en_profile_like(inputs)
});