/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Col_StatusInputs */

const en_rest_admin_col_status = /** @type {(inputs: Rest_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const es_rest_admin_col_status = /** @type {(inputs: Rest_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const fr_rest_admin_col_status = /** @type {(inputs: Rest_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const de_rest_admin_col_status = /** @type {(inputs: Rest_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const pt_br2_rest_admin_col_status = /** @type {(inputs: Rest_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const it_rest_admin_col_status = /** @type {(inputs: Rest_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

const ar_rest_admin_col_status = /** @type {(inputs: Rest_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحالة`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Rest_Admin_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_col_status = /** @type {((inputs?: Rest_Admin_Col_StatusInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Col_StatusInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_col_status(inputs)
	if (locale === "fr") return fr_rest_admin_col_status(inputs)
	if (locale === "de") return de_rest_admin_col_status(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_col_status(inputs)
	if (locale === "it") return it_rest_admin_col_status(inputs)
	if (locale === "ar") return ar_rest_admin_col_status(inputs)
	return en_rest_admin_col_status(inputs)
});