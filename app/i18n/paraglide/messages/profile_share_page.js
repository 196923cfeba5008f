/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Profile_Share_PageInputs */

const en_profile_share_page = /** @type {(inputs: Profile_Share_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share ${i?.whose} page`)
};

const es_profile_share_page = /** @type {(inputs: Profile_Share_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compartir la página de ${i?.whose}`)
};

const fr_profile_share_page = /** @type {(inputs: Profile_Share_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partager la page de ${i?.whose}`)
};

const de_profile_share_page = /** @type {(inputs: Profile_Share_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite von ${i?.whose} teilen`)
};

const pt_br2_profile_share_page = /** @type {(inputs: Profile_Share_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compartilhar a página de ${i?.whose}`)
};

const it_profile_share_page = /** @type {(inputs: Profile_Share_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Condividi la pagina di ${i?.whose}`)
};

const ar_profile_share_page = /** @type {(inputs: Profile_Share_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شارك صفحة ${i?.whose}`)
};

/**
* | output |
* | --- |
* | "Share {whose} page" |
*
* @param {Profile_Share_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_share_page = /** @type {((inputs: Profile_Share_PageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Share_PageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_share_page(inputs)
	if (locale === "fr") return fr_profile_share_page(inputs)
	if (locale === "de") return de_profile_share_page(inputs)
	if (locale === "pt-BR") return pt_br2_profile_share_page(inputs)
	if (locale === "it") return it_profile_share_page(inputs)
	if (locale === "ar") return ar_profile_share_page(inputs)
	return en_profile_share_page(inputs)
});