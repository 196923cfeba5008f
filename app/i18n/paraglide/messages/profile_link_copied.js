/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Link_CopiedInputs */

const en_profile_link_copied = /** @type {(inputs: Profile_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied`)
};

const es_profile_link_copied = /** @type {(inputs: Profile_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace copiado`)
};

const fr_profile_link_copied = /** @type {(inputs: Profile_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié`)
};

const de_profile_link_copied = /** @type {(inputs: Profile_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link kopiert`)
};

const pt_br2_profile_link_copied = /** @type {(inputs: Profile_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiado`)
};

const it_profile_link_copied = /** @type {(inputs: Profile_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiato`)
};

const ar_profile_link_copied = /** @type {(inputs: Profile_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم نسخ الرابط`)
};

/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Profile_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_link_copied = /** @type {((inputs?: Profile_Link_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Link_CopiedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_link_copied(inputs)
	if (locale === "fr") return fr_profile_link_copied(inputs)
	if (locale === "de") return de_profile_link_copied(inputs)
	if (locale === "pt-BR") return pt_br2_profile_link_copied(inputs)
	if (locale === "it") return it_profile_link_copied(inputs)
	if (locale === "ar") return ar_profile_link_copied(inputs)
	return en_profile_link_copied(inputs)
});