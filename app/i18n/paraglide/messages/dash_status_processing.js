/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Status_ProcessingInputs */

const en_dash_status_processing = /** @type {(inputs: Dash_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing`)
};

const es_dash_status_processing = /** @type {(inputs: Dash_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En proceso`)
};

const fr_dash_status_processing = /** @type {(inputs: Dash_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

const de_dash_status_processing = /** @type {(inputs: Dash_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

const pt_br2_dash_status_processing = /** @type {(inputs: Dash_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processando`)
};

const it_dash_status_processing = /** @type {(inputs: Dash_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In elaborazione`)
};

const ar_dash_status_processing = /** @type {(inputs: Dash_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد المعالجة`)
};

/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Dash_Status_ProcessingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_status_processing = /** @type {((inputs?: Dash_Status_ProcessingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Status_ProcessingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_status_processing(inputs)
	if (locale === "fr") return fr_dash_status_processing(inputs)
	if (locale === "de") return de_dash_status_processing(inputs)
	if (locale === "pt-BR") return pt_br2_dash_status_processing(inputs)
	if (locale === "it") return it_dash_status_processing(inputs)
	if (locale === "ar") return ar_dash_status_processing(inputs)
	return en_dash_status_processing(inputs)
});