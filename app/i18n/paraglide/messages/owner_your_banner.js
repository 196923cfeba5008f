/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Your_BannerInputs */

const en_owner_your_banner = /** @type {(inputs: Owner_Your_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your banner`)
};

const es_owner_your_banner = /** @type {(inputs: Owner_Your_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu banner`)
};

const fr_owner_your_banner = /** @type {(inputs: Owner_Your_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre bannière`)
};

const de_owner_your_banner = /** @type {(inputs: Owner_Your_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Banner`)
};

const pt_br2_owner_your_banner = /** @type {(inputs: Owner_Your_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu banner`)
};

const it_owner_your_banner = /** @type {(inputs: Owner_Your_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo banner`)
};

const ar_owner_your_banner = /** @type {(inputs: Owner_Your_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غلافك`)
};

/**
* | output |
* | --- |
* | "Your banner" |
*
* @param {Owner_Your_BannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_your_banner = /** @type {((inputs?: Owner_Your_BannerInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Your_BannerInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_your_banner(inputs)
	if (locale === "fr") return fr_owner_your_banner(inputs)
	if (locale === "de") return de_owner_your_banner(inputs)
	if (locale === "pt-BR") return pt_br2_owner_your_banner(inputs)
	if (locale === "it") return it_owner_your_banner(inputs)
	if (locale === "ar") return ar_owner_your_banner(inputs)
	return en_owner_your_banner(inputs)
});