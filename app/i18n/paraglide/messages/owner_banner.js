/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_BannerInputs */

const en_owner_banner = /** @type {(inputs: Owner_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner`)
};

const es_owner_banner = /** @type {(inputs: Owner_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner`)
};

const fr_owner_banner = /** @type {(inputs: Owner_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bannière`)
};

const de_owner_banner = /** @type {(inputs: Owner_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner`)
};

const pt_br2_owner_banner = /** @type {(inputs: Owner_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner`)
};

const it_owner_banner = /** @type {(inputs: Owner_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner`)
};

const ar_owner_banner = /** @type {(inputs: Owner_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الغلاف`)
};

/**
* | output |
* | --- |
* | "Banner" |
*
* @param {Owner_BannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_banner = /** @type {((inputs?: Owner_BannerInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_BannerInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_banner(inputs)
	if (locale === "fr") return fr_owner_banner(inputs)
	if (locale === "de") return de_owner_banner(inputs)
	if (locale === "pt-BR") return pt_br2_owner_banner(inputs)
	if (locale === "it") return it_owner_banner(inputs)
	if (locale === "ar") return ar_owner_banner(inputs)
	return en_owner_banner(inputs)
});