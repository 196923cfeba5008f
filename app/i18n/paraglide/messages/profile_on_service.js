/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, service: NonNullable<unknown> }} Profile_On_ServiceInputs */

const en_profile_on_service = /** @type {(inputs: Profile_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} on ${i?.service}`)
};

const es_profile_on_service = /** @type {(inputs: Profile_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} en ${i?.service}`)
};

const fr_profile_on_service = /** @type {(inputs: Profile_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sur ${i?.service}`)
};

const de_profile_on_service = /** @type {(inputs: Profile_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} auf ${i?.service}`)
};

const pt_br2_profile_on_service = /** @type {(inputs: Profile_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no ${i?.service}`)
};

const it_profile_on_service = /** @type {(inputs: Profile_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} su ${i?.service}`)
};

const ar_profile_on_service = /** @type {(inputs: Profile_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} على ${i?.service}`)
};

/**
* | output |
* | --- |
* | "{name} on {service}" |
*
* @param {Profile_On_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_on_service = /** @type {((inputs: Profile_On_ServiceInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_On_ServiceInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_on_service(inputs)
	if (locale === "fr") return fr_profile_on_service(inputs)
	if (locale === "de") return de_profile_on_service(inputs)
	if (locale === "pt-BR") return pt_br2_profile_on_service(inputs)
	if (locale === "it") return it_profile_on_service(inputs)
	if (locale === "ar") return ar_profile_on_service(inputs)
	return en_profile_on_service(inputs)
});