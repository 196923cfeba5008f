/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Profile_Copy_ThisInputs */

const en_profile_copy_this = /** @type {(inputs: Profile_Copy_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy this link: ${i?.url}`)
};

const es_profile_copy_this = /** @type {(inputs: Profile_Copy_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia este enlace: ${i?.url}`)
};

const fr_profile_copy_this = /** @type {(inputs: Profile_Copy_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiez ce lien : ${i?.url}`)
};

const de_profile_copy_this = /** @type {(inputs: Profile_Copy_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopiere diesen Link: ${i?.url}`)
};

const pt_br2_profile_copy_this = /** @type {(inputs: Profile_Copy_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copie este link: ${i?.url}`)
};

const it_profile_copy_this = /** @type {(inputs: Profile_Copy_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia questo link: ${i?.url}`)
};

const ar_profile_copy_this = /** @type {(inputs: Profile_Copy_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انسخ هذا الرابط: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Copy this link: {url}" |
*
* @param {Profile_Copy_ThisInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_copy_this = /** @type {((inputs: Profile_Copy_ThisInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Copy_ThisInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_copy_this(inputs)
	if (locale === "fr") return fr_profile_copy_this(inputs)
	if (locale === "de") return de_profile_copy_this(inputs)
	if (locale === "pt-BR") return pt_br2_profile_copy_this(inputs)
	if (locale === "it") return it_profile_copy_this(inputs)
	if (locale === "ar") return ar_profile_copy_this(inputs)
	return en_profile_copy_this(inputs)
});