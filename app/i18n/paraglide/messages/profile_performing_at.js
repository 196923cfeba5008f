/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Profile_Performing_AtInputs */

const en_profile_performing_at = /** @type {(inputs: Profile_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Performing now at ${i?.place}`)
};

const es_profile_performing_at = /** @type {(inputs: Profile_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actuando ahora en ${i?.place}`)
};

const fr_profile_performing_at = /** @type {(inputs: Profile_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En concert maintenant à ${i?.place}`)
};

const de_profile_performing_at = /** @type {(inputs: Profile_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spielt gerade: ${i?.place}`)
};

const pt_br2_profile_performing_at = /** @type {(inputs: Profile_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se apresentando agora em ${i?.place}`)
};

const it_profile_performing_at = /** @type {(inputs: Profile_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In scena ora a ${i?.place}`)
};

const ar_profile_performing_at = /** @type {(inputs: Profile_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يقدّم عرضًا الآن في ${i?.place}`)
};

/**
* | output |
* | --- |
* | "Performing now at {place}" |
*
* @param {Profile_Performing_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_performing_at = /** @type {((inputs: Profile_Performing_AtInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Performing_AtInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_performing_at(inputs)
	if (locale === "fr") return fr_profile_performing_at(inputs)
	if (locale === "de") return de_profile_performing_at(inputs)
	if (locale === "pt-BR") return pt_br2_profile_performing_at(inputs)
	if (locale === "it") return it_profile_performing_at(inputs)
	if (locale === "ar") return ar_profile_performing_at(inputs)
	return en_profile_performing_at(inputs)
});