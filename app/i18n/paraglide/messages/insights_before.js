/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown>, value: NonNullable<unknown> }} Insights_BeforeInputs */

const en_insights_before = /** @type {(inputs: Insights_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} · before ${i?.value}`)
};

const es_insights_before = /** @type {(inputs: Insights_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} · antes ${i?.value}`)
};

const fr_insights_before = /** @type {(inputs: Insights_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} · avant ${i?.value}`)
};

const de_insights_before = /** @type {(inputs: Insights_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} · davor ${i?.value}`)
};

const pt_br2_insights_before = /** @type {(inputs: Insights_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} · antes ${i?.value}`)
};

const it_insights_before = /** @type {(inputs: Insights_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} · prima ${i?.value}`)
};

const ar_insights_before = /** @type {(inputs: Insights_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} · قبلها ${i?.value}`)
};

/**
* | output |
* | --- |
* | "{change} · before {value}" |
*
* @param {Insights_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_before = /** @type {((inputs: Insights_BeforeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_BeforeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_before(inputs)
	if (locale === "fr") return fr_insights_before(inputs)
	if (locale === "de") return de_insights_before(inputs)
	if (locale === "pt-BR") return pt_br2_insights_before(inputs)
	if (locale === "it") return it_insights_before(inputs)
	if (locale === "ar") return ar_insights_before(inputs)
	return en_insights_before(inputs)
});