/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Rest_Admin_For_CityInputs */

const en_rest_admin_for_city = /** @type {(inputs: Rest_Admin_For_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.city}`)
};

const es_rest_admin_for_city = /** @type {(inputs: Rest_Admin_For_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.city}`)
};

const fr_rest_admin_for_city = /** @type {(inputs: Rest_Admin_For_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pour ${i?.city}`)
};

const de_rest_admin_for_city = /** @type {(inputs: Rest_Admin_For_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.city}`)
};

const pt_br2_rest_admin_for_city = /** @type {(inputs: Rest_Admin_For_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.city}`)
};

const it_rest_admin_for_city = /** @type {(inputs: Rest_Admin_For_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`per ${i?.city}`)
};

const ar_rest_admin_for_city = /** @type {(inputs: Rest_Admin_For_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لـ${i?.city}`)
};

/**
* | output |
* | --- |
* | "for {city}" |
*
* @param {Rest_Admin_For_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_for_city = /** @type {((inputs: Rest_Admin_For_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_For_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_for_city(inputs)
	if (locale === "fr") return fr_rest_admin_for_city(inputs)
	if (locale === "de") return de_rest_admin_for_city(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_for_city(inputs)
	if (locale === "it") return it_rest_admin_for_city(inputs)
	if (locale === "ar") return ar_rest_admin_for_city(inputs)
	return en_rest_admin_for_city(inputs)
});