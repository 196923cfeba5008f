/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Copy_LinkInputs */

const en_profile_copy_link = /** @type {(inputs: Profile_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const es_profile_copy_link = /** @type {(inputs: Profile_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar enlace`)
};

const fr_profile_copy_link = /** @type {(inputs: Profile_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

const de_profile_copy_link = /** @type {(inputs: Profile_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link kopieren`)
};

const pt_br2_profile_copy_link = /** @type {(inputs: Profile_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar link`)
};

const it_profile_copy_link = /** @type {(inputs: Profile_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia link`)
};

const ar_profile_copy_link = /** @type {(inputs: Profile_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخ الرابط`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Profile_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_copy_link = /** @type {((inputs?: Profile_Copy_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Copy_LinkInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_copy_link(inputs)
	if (locale === "fr") return fr_profile_copy_link(inputs)
	if (locale === "de") return de_profile_copy_link(inputs)
	if (locale === "pt-BR") return pt_br2_profile_copy_link(inputs)
	if (locale === "it") return it_profile_copy_link(inputs)
	if (locale === "ar") return ar_profile_copy_link(inputs)
	return en_profile_copy_link(inputs)
});