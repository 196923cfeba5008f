/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Total_ViewsInputs */

const en_rest_admin_total_views = /** @type {(inputs: Rest_Admin_Total_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total views`)
};

const es_rest_admin_total_views = /** @type {(inputs: Rest_Admin_Total_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas totales`)
};

const fr_rest_admin_total_views = /** @type {(inputs: Rest_Admin_Total_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues au total`)
};

const de_rest_admin_total_views = /** @type {(inputs: Rest_Admin_Total_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe gesamt`)
};

const pt_br2_rest_admin_total_views = /** @type {(inputs: Rest_Admin_Total_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações totais`)
};

const it_rest_admin_total_views = /** @type {(inputs: Rest_Admin_Total_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite totali`)
};

const ar_rest_admin_total_views = /** @type {(inputs: Rest_Admin_Total_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إجمالي المشاهدات`)
};

/**
* | output |
* | --- |
* | "Total views" |
*
* @param {Rest_Admin_Total_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_total_views = /** @type {((inputs?: Rest_Admin_Total_ViewsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Total_ViewsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_total_views(inputs)
	if (locale === "fr") return fr_rest_admin_total_views(inputs)
	if (locale === "de") return de_rest_admin_total_views(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_total_views(inputs)
	if (locale === "it") return it_rest_admin_total_views(inputs)
	if (locale === "ar") return ar_rest_admin_total_views(inputs)
	return en_rest_admin_total_views(inputs)
});