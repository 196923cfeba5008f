/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_SocialInputs */

const en_owner_social = /** @type {(inputs: Owner_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social links`)
};

const es_owner_social = /** @type {(inputs: Owner_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redes sociales`)
};

const fr_owner_social = /** @type {(inputs: Owner_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseaux sociaux`)
};

const de_owner_social = /** @type {(inputs: Owner_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soziale Netzwerke`)
};

const pt_br2_owner_social = /** @type {(inputs: Owner_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redes sociais`)
};

const it_owner_social = /** @type {(inputs: Owner_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social`)
};

const ar_owner_social = /** @type {(inputs: Owner_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روابط التواصل`)
};

/**
* | output |
* | --- |
* | "Social links" |
*
* @param {Owner_SocialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_social = /** @type {((inputs?: Owner_SocialInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_SocialInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_social(inputs)
	if (locale === "fr") return fr_owner_social(inputs)
	if (locale === "de") return de_owner_social(inputs)
	if (locale === "pt-BR") return pt_br2_owner_social(inputs)
	if (locale === "it") return it_owner_social(inputs)
	if (locale === "ar") return ar_owner_social(inputs)
	return en_owner_social(inputs)
});