/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Insights_Err_MaxInputs */

const en_insights_err_max = /** @type {(inputs: Insights_Err_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose at most ${i?.max} days.`)
};

const es_insights_err_max = /** @type {(inputs: Insights_Err_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige como máximo ${i?.max} días.`)
};

const fr_insights_err_max = /** @type {(inputs: Insights_Err_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez au plus ${i?.max} jours.`)
};

const de_insights_err_max = /** @type {(inputs: Insights_Err_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wähle höchstens ${i?.max} Tage.`)
};

const pt_br2_insights_err_max = /** @type {(inputs: Insights_Err_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escolha no máximo ${i?.max} dias.`)
};

const it_insights_err_max = /** @type {(inputs: Insights_Err_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scegli al massimo ${i?.max} giorni.`)
};

const ar_insights_err_max = /** @type {(inputs: Insights_Err_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اختر ${i?.max} يومًا على الأكثر.`)
};

/**
* | output |
* | --- |
* | "Choose at most {max} days." |
*
* @param {Insights_Err_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_err_max = /** @type {((inputs: Insights_Err_MaxInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Err_MaxInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_err_max(inputs)
	if (locale === "fr") return fr_insights_err_max(inputs)
	if (locale === "de") return de_insights_err_max(inputs)
	if (locale === "pt-BR") return pt_br2_insights_err_max(inputs)
	if (locale === "it") return it_insights_err_max(inputs)
	if (locale === "ar") return ar_insights_err_max(inputs)
	return en_insights_err_max(inputs)
});