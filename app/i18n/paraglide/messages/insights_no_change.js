/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_No_ChangeInputs */

const en_insights_no_change = /** @type {(inputs: Insights_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no change`)
};

const es_insights_no_change = /** @type {(inputs: Insights_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin cambios`)
};

const fr_insights_no_change = /** @type {(inputs: Insights_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inchangé`)
};

const de_insights_no_change = /** @type {(inputs: Insights_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverändert`)
};

const pt_br2_insights_no_change = /** @type {(inputs: Insights_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem mudança`)
};

const it_insights_no_change = /** @type {(inputs: Insights_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invariato`)
};

const ar_insights_no_change = /** @type {(inputs: Insights_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بلا تغيير`)
};

/**
* | output |
* | --- |
* | "no change" |
*
* @param {Insights_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_no_change = /** @type {((inputs?: Insights_No_ChangeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_No_ChangeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_no_change(inputs)
	if (locale === "fr") return fr_insights_no_change(inputs)
	if (locale === "de") return de_insights_no_change(inputs)
	if (locale === "pt-BR") return pt_br2_insights_no_change(inputs)
	if (locale === "it") return it_insights_no_change(inputs)
	if (locale === "ar") return ar_insights_no_change(inputs)
	return en_insights_no_change(inputs)
});