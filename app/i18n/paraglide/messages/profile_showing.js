/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Profile_ShowingInputs */

const en_profile_showing = /** @type {(inputs: Profile_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.months}`)
};

const es_profile_showing = /** @type {(inputs: Profile_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando ${i?.months}`)
};

const fr_profile_showing = /** @type {(inputs: Profile_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Affichage : ${i?.months}`)
};

const de_profile_showing = /** @type {(inputs: Profile_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angezeigt: ${i?.months}`)
};

const pt_br2_profile_showing = /** @type {(inputs: Profile_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando ${i?.months}`)
};

const it_profile_showing = /** @type {(inputs: Profile_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visualizzati: ${i?.months}`)
};

const ar_profile_showing = /** @type {(inputs: Profile_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المعروض: ${i?.months}`)
};

/**
* | output |
* | --- |
* | "Showing {months}" |
*
* @param {Profile_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_showing = /** @type {((inputs: Profile_ShowingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_ShowingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_showing(inputs)
	if (locale === "fr") return fr_profile_showing(inputs)
	if (locale === "de") return de_profile_showing(inputs)
	if (locale === "pt-BR") return pt_br2_profile_showing(inputs)
	if (locale === "it") return it_profile_showing(inputs)
	if (locale === "ar") return ar_profile_showing(inputs)
	return en_profile_showing(inputs)
});