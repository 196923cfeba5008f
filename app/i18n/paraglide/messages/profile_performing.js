/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_PerformingInputs */

const en_profile_performing = /** @type {(inputs: Profile_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performing now`)
};

const es_profile_performing = /** @type {(inputs: Profile_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actuando ahora`)
};

const fr_profile_performing = /** @type {(inputs: Profile_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En concert maintenant`)
};

const de_profile_performing = /** @type {(inputs: Profile_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielt gerade`)
};

const pt_br2_profile_performing = /** @type {(inputs: Profile_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se apresentando agora`)
};

const it_profile_performing = /** @type {(inputs: Profile_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In scena ora`)
};

const ar_profile_performing = /** @type {(inputs: Profile_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يقدّم عرضًا الآن`)
};

/**
* | output |
* | --- |
* | "Performing now" |
*
* @param {Profile_PerformingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_performing = /** @type {((inputs?: Profile_PerformingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_PerformingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_performing(inputs)
	if (locale === "fr") return fr_profile_performing(inputs)
	if (locale === "de") return de_profile_performing(inputs)
	if (locale === "pt-BR") return pt_br2_profile_performing(inputs)
	if (locale === "it") return it_profile_performing(inputs)
	if (locale === "ar") return ar_profile_performing(inputs)
	return en_profile_performing(inputs)
});