/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Last_ClickedInputs */

const en_rest_admin_last_clicked = /** @type {(inputs: Rest_Admin_Last_ClickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last clicked:`)
};

const es_rest_admin_last_clicked = /** @type {(inputs: Rest_Admin_Last_ClickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último clic:`)
};

const fr_rest_admin_last_clicked = /** @type {(inputs: Rest_Admin_Last_ClickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernier clic :`)
};

const de_rest_admin_last_clicked = /** @type {(inputs: Rest_Admin_Last_ClickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt geklickt:`)
};

const pt_br2_rest_admin_last_clicked = /** @type {(inputs: Rest_Admin_Last_ClickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último clique:`)
};

const it_rest_admin_last_clicked = /** @type {(inputs: Rest_Admin_Last_ClickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultimo clic:`)
};

const ar_rest_admin_last_clicked = /** @type {(inputs: Rest_Admin_Last_ClickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر نقرة:`)
};

/**
* | output |
* | --- |
* | "Last clicked:" |
*
* @param {Rest_Admin_Last_ClickedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_last_clicked = /** @type {((inputs?: Rest_Admin_Last_ClickedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Last_ClickedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_last_clicked(inputs)
	if (locale === "fr") return fr_rest_admin_last_clicked(inputs)
	if (locale === "de") return de_rest_admin_last_clicked(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_last_clicked(inputs)
	if (locale === "it") return it_rest_admin_last_clicked(inputs)
	if (locale === "ar") return ar_rest_admin_last_clicked(inputs)
	return en_rest_admin_last_clicked(inputs)
});