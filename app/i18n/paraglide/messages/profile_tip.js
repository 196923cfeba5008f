/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_TipInputs */

const en_profile_tip = /** @type {(inputs: Profile_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip`)
};

const es_profile_tip = /** @type {(inputs: Profile_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dar`)
};

const fr_profile_tip = /** @type {(inputs: Profile_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner`)
};

const de_profile_tip = /** @type {(inputs: Profile_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben`)
};

const pt_br2_profile_tip = /** @type {(inputs: Profile_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dar`)
};

const it_profile_tip = /** @type {(inputs: Profile_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia`)
};

const ar_profile_tip = /** @type {(inputs: Profile_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل`)
};

/**
* | output |
* | --- |
* | "Tip" |
*
* @param {Profile_TipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip = /** @type {((inputs?: Profile_TipInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_TipInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip(inputs)
	if (locale === "fr") return fr_profile_tip(inputs)
	if (locale === "de") return de_profile_tip(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip(inputs)
	if (locale === "it") return it_profile_tip(inputs)
	if (locale === "ar") return ar_profile_tip(inputs)
	return en_profile_tip(inputs)
});