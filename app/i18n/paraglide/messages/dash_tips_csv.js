/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tips_CsvInputs */

const en_dash_tips_csv = /** @type {(inputs: Dash_Tips_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download tips (CSV)`)
};

const es_dash_tips_csv = /** @type {(inputs: Dash_Tips_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar propinas (CSV)`)
};

const fr_dash_tips_csv = /** @type {(inputs: Dash_Tips_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger les pourboires (CSV)`)
};

const de_dash_tips_csv = /** @type {(inputs: Dash_Tips_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgelder herunterladen (CSV)`)
};

const pt_br2_dash_tips_csv = /** @type {(inputs: Dash_Tips_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar gorjetas (CSV)`)
};

const it_dash_tips_csv = /** @type {(inputs: Dash_Tips_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica le mance (CSV)`)
};

const ar_dash_tips_csv = /** @type {(inputs: Dash_Tips_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل الإكراميات (CSV)`)
};

/**
* | output |
* | --- |
* | "Download tips (CSV)" |
*
* @param {Dash_Tips_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_tips_csv = /** @type {((inputs?: Dash_Tips_CsvInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tips_CsvInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_tips_csv(inputs)
	if (locale === "fr") return fr_dash_tips_csv(inputs)
	if (locale === "de") return de_dash_tips_csv(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tips_csv(inputs)
	if (locale === "it") return it_dash_tips_csv(inputs)
	if (locale === "ar") return ar_dash_tips_csv(inputs)
	return en_dash_tips_csv(inputs)
});