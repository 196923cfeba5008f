/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SubscribeInputs */

const en_profile_subscribe = /** @type {(inputs: Profile_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const es_profile_subscribe = /** @type {(inputs: Profile_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse`)
};

const fr_profile_subscribe = /** @type {(inputs: Profile_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'abonner`)
};

const de_profile_subscribe = /** @type {(inputs: Profile_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren`)
};

const pt_br2_profile_subscribe = /** @type {(inputs: Profile_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinar`)
};

const it_profile_subscribe = /** @type {(inputs: Profile_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscriviti`)
};

const ar_profile_subscribe = /** @type {(inputs: Profile_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشترك`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Profile_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_subscribe = /** @type {((inputs?: Profile_SubscribeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SubscribeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_subscribe(inputs)
	if (locale === "fr") return fr_profile_subscribe(inputs)
	if (locale === "de") return de_profile_subscribe(inputs)
	if (locale === "pt-BR") return pt_br2_profile_subscribe(inputs)
	if (locale === "it") return it_profile_subscribe(inputs)
	if (locale === "ar") return ar_profile_subscribe(inputs)
	return en_profile_subscribe(inputs)
});