/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_ScansInputs */

const en_dash_col_scans = /** @type {(inputs: Dash_Col_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scans`)
};

const es_dash_col_scans = /** @type {(inputs: Dash_Col_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escaneos`)
};

const fr_dash_col_scans = /** @type {(inputs: Dash_Col_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scans`)
};

const de_dash_col_scans = /** @type {(inputs: Dash_Col_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scans`)
};

const pt_br2_dash_col_scans = /** @type {(inputs: Dash_Col_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leituras`)
};

const it_dash_col_scans = /** @type {(inputs: Dash_Col_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scansioni`)
};

const ar_dash_col_scans = /** @type {(inputs: Dash_Col_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عمليات المسح`)
};

/**
* | output |
* | --- |
* | "Scans" |
*
* @param {Dash_Col_ScansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_scans = /** @type {((inputs?: Dash_Col_ScansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_ScansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_scans(inputs)
	if (locale === "fr") return fr_dash_col_scans(inputs)
	if (locale === "de") return de_dash_col_scans(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_scans(inputs)
	if (locale === "it") return it_dash_col_scans(inputs)
	if (locale === "ar") return ar_dash_col_scans(inputs)
	return en_dash_col_scans(inputs)
});