/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Fetch_FailedInputs */

const en_rest_admin_msg_fetch_failed = /** @type {(inputs: Rest_Admin_Msg_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch data`)
};

const es_rest_admin_msg_fetch_failed = /** @type {(inputs: Rest_Admin_Msg_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los datos`)
};

const fr_rest_admin_msg_fetch_failed = /** @type {(inputs: Rest_Admin_Msg_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les données`)
};

const de_rest_admin_msg_fetch_failed = /** @type {(inputs: Rest_Admin_Msg_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daten konnten nicht geladen werden`)
};

const pt_br2_rest_admin_msg_fetch_failed = /** @type {(inputs: Rest_Admin_Msg_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os dados`)
};

const it_rest_admin_msg_fetch_failed = /** @type {(inputs: Rest_Admin_Msg_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile caricare i dati`)
};

const ar_rest_admin_msg_fetch_failed = /** @type {(inputs: Rest_Admin_Msg_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر جلب البيانات`)
};

/**
* | output |
* | --- |
* | "Failed to fetch data" |
*
* @param {Rest_Admin_Msg_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_fetch_failed = /** @type {((inputs?: Rest_Admin_Msg_Fetch_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Fetch_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_fetch_failed(inputs)
	if (locale === "fr") return fr_rest_admin_msg_fetch_failed(inputs)
	if (locale === "de") return de_rest_admin_msg_fetch_failed(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_fetch_failed(inputs)
	if (locale === "it") return it_rest_admin_msg_fetch_failed(inputs)
	if (locale === "ar") return ar_rest_admin_msg_fetch_failed(inputs)
	return en_rest_admin_msg_fetch_failed(inputs)
});