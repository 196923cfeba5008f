/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Download_CsvInputs */

const en_dash_download_csv = /** @type {(inputs: Dash_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const es_dash_download_csv = /** @type {(inputs: Dash_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar CSV`)
};

const fr_dash_download_csv = /** @type {(inputs: Dash_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le CSV`)
};

const de_dash_download_csv = /** @type {(inputs: Dash_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

const pt_br2_dash_download_csv = /** @type {(inputs: Dash_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar CSV`)
};

const it_dash_download_csv = /** @type {(inputs: Dash_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica CSV`)
};

const ar_dash_download_csv = /** @type {(inputs: Dash_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل CSV`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Dash_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_download_csv = /** @type {((inputs?: Dash_Download_CsvInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Download_CsvInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_download_csv(inputs)
	if (locale === "fr") return fr_dash_download_csv(inputs)
	if (locale === "de") return de_dash_download_csv(inputs)
	if (locale === "pt-BR") return pt_br2_dash_download_csv(inputs)
	if (locale === "it") return it_dash_download_csv(inputs)
	if (locale === "ar") return ar_dash_download_csv(inputs)
	return en_dash_download_csv(inputs)
});