/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Get_Your_OwnInputs */

const en_profile_get_your_own = /** @type {(inputs: Profile_Get_Your_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get your own page`)
};

const es_profile_get_your_own = /** @type {(inputs: Profile_Get_Your_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu propia página`)
};

const fr_profile_get_your_own = /** @type {(inputs: Profile_Get_Your_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez votre page`)
};

const de_profile_get_your_own = /** @type {(inputs: Profile_Get_Your_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hol dir deine eigene Seite`)
};

const pt_br2_profile_get_your_own = /** @type {(inputs: Profile_Get_Your_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie sua própria página`)
};

const it_profile_get_your_own = /** @type {(inputs: Profile_Get_Your_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea la tua pagina`)
};

const ar_profile_get_your_own = /** @type {(inputs: Profile_Get_Your_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ صفحتك الخاصة`)
};

/**
* | output |
* | --- |
* | "Get your own page" |
*
* @param {Profile_Get_Your_OwnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_get_your_own = /** @type {((inputs?: Profile_Get_Your_OwnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Get_Your_OwnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_get_your_own(inputs)
	if (locale === "fr") return fr_profile_get_your_own(inputs)
	if (locale === "de") return de_profile_get_your_own(inputs)
	if (locale === "pt-BR") return pt_br2_profile_get_your_own(inputs)
	if (locale === "it") return it_profile_get_your_own(inputs)
	if (locale === "ar") return ar_profile_get_your_own(inputs)
	return en_profile_get_your_own(inputs)
});