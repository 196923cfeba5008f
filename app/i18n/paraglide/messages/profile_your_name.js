/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Your_NameInputs */

const en_profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

const es_profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre`)
};

const fr_profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom`)
};

const de_profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Name`)
};

const pt_br2_profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu nome`)
};

const it_profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo nome`)
};

const ar_profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسمك`)
};

/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Profile_Your_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_your_name = /** @type {((inputs?: Profile_Your_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Your_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_your_name(inputs)
	if (locale === "fr") return fr_profile_your_name(inputs)
	if (locale === "de") return de_profile_your_name(inputs)
	if (locale === "pt-BR") return pt_br2_profile_your_name(inputs)
	if (locale === "it") return it_profile_your_name(inputs)
	if (locale === "ar") return ar_profile_your_name(inputs)
	return en_profile_your_name(inputs)
});