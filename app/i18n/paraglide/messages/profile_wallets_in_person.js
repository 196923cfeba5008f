/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ wallets: NonNullable<unknown> }} Profile_Wallets_In_PersonInputs */

const en_profile_wallets_in_person = /** @type {(inputs: Profile_Wallets_In_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.wallets} accepted in person`)
};

const es_profile_wallets_in_person = /** @type {(inputs: Profile_Wallets_In_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se acepta ${i?.wallets} en persona`)
};

const fr_profile_wallets_in_person = /** @type {(inputs: Profile_Wallets_In_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.wallets} acceptés en personne`)
};

const de_profile_wallets_in_person = /** @type {(inputs: Profile_Wallets_In_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.wallets} vor Ort akzeptiert`)
};

const pt_br2_profile_wallets_in_person = /** @type {(inputs: Profile_Wallets_In_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.wallets} aceitos pessoalmente`)
};

const it_profile_wallets_in_person = /** @type {(inputs: Profile_Wallets_In_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.wallets} accettati di persona`)
};

const ar_profile_wallets_in_person = /** @type {(inputs: Profile_Wallets_In_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُقبل ${i?.wallets} حضوريًا`)
};

/**
* | output |
* | --- |
* | "{wallets} accepted in person" |
*
* @param {Profile_Wallets_In_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_wallets_in_person = /** @type {((inputs: Profile_Wallets_In_PersonInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Wallets_In_PersonInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_wallets_in_person(inputs)
	if (locale === "fr") return fr_profile_wallets_in_person(inputs)
	if (locale === "de") return de_profile_wallets_in_person(inputs)
	if (locale === "pt-BR") return pt_br2_profile_wallets_in_person(inputs)
	if (locale === "it") return it_profile_wallets_in_person(inputs)
	if (locale === "ar") return ar_profile_wallets_in_person(inputs)
	return en_profile_wallets_in_person(inputs)
});