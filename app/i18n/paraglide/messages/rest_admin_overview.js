/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_OverviewInputs */

const en_rest_admin_overview = /** @type {(inputs: Rest_Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

const es_rest_admin_overview = /** @type {(inputs: Rest_Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

const fr_rest_admin_overview = /** @type {(inputs: Rest_Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue d’ensemble`)
};

const de_rest_admin_overview = /** @type {(inputs: Rest_Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überblick`)
};

const pt_br2_rest_admin_overview = /** @type {(inputs: Rest_Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visão geral`)
};

const it_rest_admin_overview = /** @type {(inputs: Rest_Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panoramica`)
};

const ar_rest_admin_overview = /** @type {(inputs: Rest_Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظرة عامة`)
};

/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Rest_Admin_OverviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_overview = /** @type {((inputs?: Rest_Admin_OverviewInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_OverviewInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_overview(inputs)
	if (locale === "fr") return fr_rest_admin_overview(inputs)
	if (locale === "de") return de_rest_admin_overview(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_overview(inputs)
	if (locale === "it") return it_rest_admin_overview(inputs)
	if (locale === "ar") return ar_rest_admin_overview(inputs)
	return en_rest_admin_overview(inputs)
});