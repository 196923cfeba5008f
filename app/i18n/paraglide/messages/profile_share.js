/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_ShareInputs */

const en_profile_share = /** @type {(inputs: Profile_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const es_profile_share = /** @type {(inputs: Profile_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

const fr_profile_share = /** @type {(inputs: Profile_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

const de_profile_share = /** @type {(inputs: Profile_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen`)
};

const pt_br2_profile_share = /** @type {(inputs: Profile_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartilhar`)
};

const it_profile_share = /** @type {(inputs: Profile_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condividi`)
};

const ar_profile_share = /** @type {(inputs: Profile_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشاركة`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Profile_ShareInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_share = /** @type {((inputs?: Profile_ShareInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_ShareInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_share(inputs)
	if (locale === "fr") return fr_profile_share(inputs)
	if (locale === "de") return de_profile_share(inputs)
	if (locale === "pt-BR") return pt_br2_profile_share(inputs)
	if (locale === "it") return it_profile_share(inputs)
	if (locale === "ar") return ar_profile_share(inputs)
	return en_profile_share(inputs)
});