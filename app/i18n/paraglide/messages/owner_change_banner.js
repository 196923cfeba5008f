/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Change_BannerInputs */

const en_owner_change_banner = /** @type {(inputs: Owner_Change_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change banner`)
};

const es_owner_change_banner = /** @type {(inputs: Owner_Change_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar banner`)
};

const fr_owner_change_banner = /** @type {(inputs: Owner_Change_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer la bannière`)
};

const de_owner_change_banner = /** @type {(inputs: Owner_Change_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner ändern`)
};

const pt_br2_owner_change_banner = /** @type {(inputs: Owner_Change_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trocar banner`)
};

const it_owner_change_banner = /** @type {(inputs: Owner_Change_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia banner`)
};

const ar_owner_change_banner = /** @type {(inputs: Owner_Change_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الغلاف`)
};

/**
* | output |
* | --- |
* | "Change banner" |
*
* @param {Owner_Change_BannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_change_banner = /** @type {((inputs?: Owner_Change_BannerInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Change_BannerInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_change_banner(inputs)
	if (locale === "fr") return fr_owner_change_banner(inputs)
	if (locale === "de") return de_owner_change_banner(inputs)
	if (locale === "pt-BR") return pt_br2_owner_change_banner(inputs)
	if (locale === "it") return it_owner_change_banner(inputs)
	if (locale === "ar") return ar_owner_change_banner(inputs)
	return en_owner_change_banner(inputs)
});