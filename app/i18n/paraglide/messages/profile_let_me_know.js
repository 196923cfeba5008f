/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Let_Me_KnowInputs */

const en_profile_let_me_know = /** @type {(inputs: Profile_Let_Me_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let me know`)
};

const es_profile_let_me_know = /** @type {(inputs: Profile_Let_Me_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avísame`)
};

const fr_profile_let_me_know = /** @type {(inputs: Profile_Let_Me_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prévenez-moi`)
};

const de_profile_let_me_know = /** @type {(inputs: Profile_Let_Me_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sag mir Bescheid`)
};

const pt_br2_profile_let_me_know = /** @type {(inputs: Profile_Let_Me_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me avise`)
};

const it_profile_let_me_know = /** @type {(inputs: Profile_Let_Me_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avvisami`)
};

const ar_profile_let_me_know = /** @type {(inputs: Profile_Let_Me_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعلمني`)
};

/**
* | output |
* | --- |
* | "Let me know" |
*
* @param {Profile_Let_Me_KnowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_let_me_know = /** @type {((inputs?: Profile_Let_Me_KnowInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Let_Me_KnowInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_let_me_know(inputs)
	if (locale === "fr") return fr_profile_let_me_know(inputs)
	if (locale === "de") return de_profile_let_me_know(inputs)
	if (locale === "pt-BR") return pt_br2_profile_let_me_know(inputs)
	if (locale === "it") return it_profile_let_me_know(inputs)
	if (locale === "ar") return ar_profile_let_me_know(inputs)
	return en_profile_let_me_know(inputs)
});