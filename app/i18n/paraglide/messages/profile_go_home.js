/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Go_HomeInputs */

const en_profile_go_home = /** @type {(inputs: Profile_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

const es_profile_go_home = /** @type {(inputs: Profile_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al inicio`)
};

const fr_profile_go_home = /** @type {(inputs: Profile_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'accueil`)
};

const de_profile_go_home = /** @type {(inputs: Profile_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

const pt_br2_profile_go_home = /** @type {(inputs: Profile_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o início`)
};

const it_profile_go_home = /** @type {(inputs: Profile_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai alla home`)
};

const ar_profile_go_home = /** @type {(inputs: Profile_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى الرئيسية`)
};

/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Profile_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_go_home = /** @type {((inputs?: Profile_Go_HomeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Go_HomeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_go_home(inputs)
	if (locale === "fr") return fr_profile_go_home(inputs)
	if (locale === "de") return de_profile_go_home(inputs)
	if (locale === "pt-BR") return pt_br2_profile_go_home(inputs)
	if (locale === "it") return it_profile_go_home(inputs)
	if (locale === "ar") return ar_profile_go_home(inputs)
	return en_profile_go_home(inputs)
});