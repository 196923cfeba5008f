/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_Meta_TitleInputs */

const en_profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.name} · Tipped`)
};

const es_profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dale propina a ${i?.name} · Tipped`)
};

const fr_profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner un pourboire à ${i?.name} · Tipped`)
};

const de_profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} Trinkgeld geben · Tipped`)
};

const pt_br2_profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dê uma gorjeta para ${i?.name} · Tipped`)
};

const it_profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia una mancia a ${i?.name} · Tipped`)
};

const ar_profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسل إكرامية إلى ${i?.name} · Tipped`)
};

/**
* | output |
* | --- |
* | "Tip {name} · Tipped" |
*
* @param {Profile_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_meta_title = /** @type {((inputs: Profile_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_meta_title(inputs)
	if (locale === "fr") return fr_profile_meta_title(inputs)
	if (locale === "de") return de_profile_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_profile_meta_title(inputs)
	if (locale === "it") return it_profile_meta_title(inputs)
	if (locale === "ar") return ar_profile_meta_title(inputs)
	return en_profile_meta_title(inputs)
});