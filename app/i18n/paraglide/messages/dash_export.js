/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_ExportInputs */

const en_dash_export = /** @type {(inputs: Dash_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export Data`)
};

const es_dash_export = /** @type {(inputs: Dash_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar datos`)
};

const fr_dash_export = /** @type {(inputs: Dash_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter les données`)
};

const de_dash_export = /** @type {(inputs: Dash_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daten exportieren`)
};

const pt_br2_dash_export = /** @type {(inputs: Dash_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar dados`)
};

const it_dash_export = /** @type {(inputs: Dash_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esporta dati`)
};

const ar_dash_export = /** @type {(inputs: Dash_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدير البيانات`)
};

/**
* | output |
* | --- |
* | "Export Data" |
*
* @param {Dash_ExportInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_export = /** @type {((inputs?: Dash_ExportInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ExportInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_export(inputs)
	if (locale === "fr") return fr_dash_export(inputs)
	if (locale === "de") return de_dash_export(inputs)
	if (locale === "pt-BR") return pt_br2_dash_export(inputs)
	if (locale === "it") return it_dash_export(inputs)
	if (locale === "ar") return ar_dash_export(inputs)
	return en_dash_export(inputs)
});