/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_PickInputs */

const en_rest_report_pick = /** @type {(inputs: Rest_Report_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick one…`)
};

const es_rest_report_pick = /** @type {(inputs: Rest_Report_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige uno…`)
};

const fr_rest_report_pick = /** @type {(inputs: Rest_Report_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez…`)
};

const de_rest_report_pick = /** @type {(inputs: Rest_Report_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen…`)
};

const pt_br2_rest_report_pick = /** @type {(inputs: Rest_Report_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um…`)
};

const it_rest_report_pick = /** @type {(inputs: Rest_Report_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegline uno…`)
};

const ar_rest_report_pick = /** @type {(inputs: Rest_Report_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر واحدًا…`)
};

/**
* | output |
* | --- |
* | "Pick one…" |
*
* @param {Rest_Report_PickInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_pick = /** @type {((inputs?: Rest_Report_PickInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_PickInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_pick(inputs)
	if (locale === "fr") return fr_rest_report_pick(inputs)
	if (locale === "de") return de_rest_report_pick(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_pick(inputs)
	if (locale === "it") return it_rest_report_pick(inputs)
	if (locale === "ar") return ar_rest_report_pick(inputs)
	return en_rest_report_pick(inputs)
});