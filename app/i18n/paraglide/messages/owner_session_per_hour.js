/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Owner_Session_Per_HourInputs */

const en_owner_session_per_hour = /** @type {(inputs: Owner_Session_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/hour`)
};

const es_owner_session_per_hour = /** @type {(inputs: Owner_Session_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/hora`)
};

const fr_owner_session_per_hour = /** @type {(inputs: Owner_Session_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/heure`)
};

const de_owner_session_per_hour = /** @type {(inputs: Owner_Session_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/Std.`)
};

const pt_br2_owner_session_per_hour = /** @type {(inputs: Owner_Session_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/hora`)
};

const it_owner_session_per_hour = /** @type {(inputs: Owner_Session_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/ora`)
};

const ar_owner_session_per_hour = /** @type {(inputs: Owner_Session_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/ساعة`)
};

/**
* | output |
* | --- |
* | "{amount}/hour" |
*
* @param {Owner_Session_Per_HourInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_session_per_hour = /** @type {((inputs: Owner_Session_Per_HourInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Session_Per_HourInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_session_per_hour(inputs)
	if (locale === "fr") return fr_owner_session_per_hour(inputs)
	if (locale === "de") return de_owner_session_per_hour(inputs)
	if (locale === "pt-BR") return pt_br2_owner_session_per_hour(inputs)
	if (locale === "it") return it_owner_session_per_hour(inputs)
	if (locale === "ar") return ar_owner_session_per_hour(inputs)
	return en_owner_session_per_hour(inputs)
});