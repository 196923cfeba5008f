/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_City_No_SlugInputs */

const en_rest_admin_msg_city_no_slug = /** @type {(inputs: Rest_Admin_Msg_City_No_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City name needs a letter or digit`)
};

const es_rest_admin_msg_city_no_slug = /** @type {(inputs: Rest_Admin_Msg_City_No_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de la ciudad necesita una letra o un número`)
};

const fr_rest_admin_msg_city_no_slug = /** @type {(inputs: Rest_Admin_Msg_City_No_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de la ville doit contenir une lettre ou un chiffre`)
};

const de_rest_admin_msg_city_no_slug = /** @type {(inputs: Rest_Admin_Msg_City_No_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name der Stadt braucht einen Buchstaben oder eine Ziffer`)
};

const pt_br2_rest_admin_msg_city_no_slug = /** @type {(inputs: Rest_Admin_Msg_City_No_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome da cidade precisa de uma letra ou um número`)
};

const it_rest_admin_msg_city_no_slug = /** @type {(inputs: Rest_Admin_Msg_City_No_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il nome della città deve contenere una lettera o una cifra`)
};

const ar_rest_admin_msg_city_no_slug = /** @type {(inputs: Rest_Admin_Msg_City_No_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحتاج اسم المدينة إلى حرف أو رقم`)
};

/**
* | output |
* | --- |
* | "City name needs a letter or digit" |
*
* @param {Rest_Admin_Msg_City_No_SlugInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_city_no_slug = /** @type {((inputs?: Rest_Admin_Msg_City_No_SlugInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_City_No_SlugInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_city_no_slug(inputs)
	if (locale === "fr") return fr_rest_admin_msg_city_no_slug(inputs)
	if (locale === "de") return de_rest_admin_msg_city_no_slug(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_city_no_slug(inputs)
	if (locale === "it") return it_rest_admin_msg_city_no_slug(inputs)
	if (locale === "ar") return ar_rest_admin_msg_city_no_slug(inputs)
	return en_rest_admin_msg_city_no_slug(inputs)
});