/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_PhoneInputs */

const en_insights_phone = /** @type {(inputs: Insights_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_insights_phone = /** @type {(inputs: Insights_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Móvil`)
};

const fr_insights_phone = /** @type {(inputs: Insights_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const de_insights_phone = /** @type {(inputs: Insights_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handy`)
};

const pt_br2_insights_phone = /** @type {(inputs: Insights_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celular`)
};

const it_insights_phone = /** @type {(inputs: Insights_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefono`)
};

const ar_insights_phone = /** @type {(inputs: Insights_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هاتف`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Insights_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_phone = /** @type {((inputs?: Insights_PhoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_PhoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_phone(inputs)
	if (locale === "fr") return fr_insights_phone(inputs)
	if (locale === "de") return de_insights_phone(inputs)
	if (locale === "pt-BR") return pt_br2_insights_phone(inputs)
	if (locale === "it") return it_insights_phone(inputs)
	if (locale === "ar") return ar_insights_phone(inputs)
	return en_insights_phone(inputs)
});