/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_City_RequiredInputs */

const en_rest_admin_msg_city_required = /** @type {(inputs: Rest_Admin_Msg_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City name required`)
};

const es_rest_admin_msg_city_required = /** @type {(inputs: Rest_Admin_Msg_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta el nombre de la ciudad`)
};

const fr_rest_admin_msg_city_required = /** @type {(inputs: Rest_Admin_Msg_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la ville requis`)
};

const de_rest_admin_msg_city_required = /** @type {(inputs: Rest_Admin_Msg_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name der Stadt fehlt`)
};

const pt_br2_rest_admin_msg_city_required = /** @type {(inputs: Rest_Admin_Msg_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome da cidade obrigatório`)
};

const it_rest_admin_msg_city_required = /** @type {(inputs: Rest_Admin_Msg_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome della città obbligatorio`)
};

const ar_rest_admin_msg_city_required = /** @type {(inputs: Rest_Admin_Msg_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم المدينة مطلوب`)
};

/**
* | output |
* | --- |
* | "City name required" |
*
* @param {Rest_Admin_Msg_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_city_required = /** @type {((inputs?: Rest_Admin_Msg_City_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_City_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_city_required(inputs)
	if (locale === "fr") return fr_rest_admin_msg_city_required(inputs)
	if (locale === "de") return de_rest_admin_msg_city_required(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_city_required(inputs)
	if (locale === "it") return it_rest_admin_msg_city_required(inputs)
	if (locale === "ar") return ar_rest_admin_msg_city_required(inputs)
	return en_rest_admin_msg_city_required(inputs)
});