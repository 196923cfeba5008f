/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown> }} Profile_Open_In_AppInputs */

const en_profile_open_in_app = /** @type {(inputs: Profile_Open_In_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open in a ${i?.method} app`)
};

const es_profile_open_in_app = /** @type {(inputs: Profile_Open_In_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir en una app de ${i?.method}`)
};

const fr_profile_open_in_app = /** @type {(inputs: Profile_Open_In_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvrir dans une appli ${i?.method}`)
};

const de_profile_open_in_app = /** @type {(inputs: Profile_Open_In_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In einer ${i?.method}-App öffnen`)
};

const pt_br2_profile_open_in_app = /** @type {(inputs: Profile_Open_In_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir em um app de ${i?.method}`)
};

const it_profile_open_in_app = /** @type {(inputs: Profile_Open_In_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apri in un'app ${i?.method}`)
};

const ar_profile_open_in_app = /** @type {(inputs: Profile_Open_In_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`افتح في تطبيق ${i?.method}`)
};

/**
* | output |
* | --- |
* | "Open in a {method} app" |
*
* @param {Profile_Open_In_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_open_in_app = /** @type {((inputs: Profile_Open_In_AppInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Open_In_AppInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_open_in_app(inputs)
	if (locale === "fr") return fr_profile_open_in_app(inputs)
	if (locale === "de") return de_profile_open_in_app(inputs)
	if (locale === "pt-BR") return pt_br2_profile_open_in_app(inputs)
	if (locale === "it") return it_profile_open_in_app(inputs)
	if (locale === "ar") return ar_profile_open_in_app(inputs)
	return en_profile_open_in_app(inputs)
});