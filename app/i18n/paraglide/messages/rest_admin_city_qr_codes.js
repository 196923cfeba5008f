/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_City_Qr_CodesInputs */

const en_rest_admin_city_qr_codes = /** @type {(inputs: Rest_Admin_City_Qr_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City QR codes`)
};

const es_rest_admin_city_qr_codes = /** @type {(inputs: Rest_Admin_City_Qr_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos QR de ciudades`)
};

const fr_rest_admin_city_qr_codes = /** @type {(inputs: Rest_Admin_City_Qr_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR codes des villes`)
};

const de_rest_admin_city_qr_codes = /** @type {(inputs: Rest_Admin_City_Qr_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Codes der Städte`)
};

const pt_br2_rest_admin_city_qr_codes = /** @type {(inputs: Rest_Admin_City_Qr_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR codes das cidades`)
};

const it_rest_admin_city_qr_codes = /** @type {(inputs: Rest_Admin_City_Qr_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codici QR delle città`)
};

const ar_rest_admin_city_qr_codes = /** @type {(inputs: Rest_Admin_City_Qr_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رموز QR للمدن`)
};

/**
* | output |
* | --- |
* | "City QR codes" |
*
* @param {Rest_Admin_City_Qr_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_city_qr_codes = /** @type {((inputs?: Rest_Admin_City_Qr_CodesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_City_Qr_CodesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_city_qr_codes(inputs)
	if (locale === "fr") return fr_rest_admin_city_qr_codes(inputs)
	if (locale === "de") return de_rest_admin_city_qr_codes(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_city_qr_codes(inputs)
	if (locale === "it") return it_rest_admin_city_qr_codes(inputs)
	if (locale === "ar") return ar_rest_admin_city_qr_codes(inputs)
	return en_rest_admin_city_qr_codes(inputs)
});