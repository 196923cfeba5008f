/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Sample_BadgeInputs */

const en_landing_sample_badge = /** @type {(inputs: Landing_Sample_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sample`)
};

const es_landing_sample_badge = /** @type {(inputs: Landing_Sample_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ejemplo`)
};

const fr_landing_sample_badge = /** @type {(inputs: Landing_Sample_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exemple`)
};

const de_landing_sample_badge = /** @type {(inputs: Landing_Sample_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beispiel`)
};

const pt_br2_landing_sample_badge = /** @type {(inputs: Landing_Sample_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exemplo`)
};

const it_landing_sample_badge = /** @type {(inputs: Landing_Sample_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esempio`)
};

const ar_landing_sample_badge = /** @type {(inputs: Landing_Sample_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نموذج`)
};

/**
* | output |
* | --- |
* | "Sample" |
*
* @param {Landing_Sample_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_sample_badge = /** @type {((inputs?: Landing_Sample_BadgeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Sample_BadgeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_sample_badge(inputs)
	if (locale === "fr") return fr_landing_sample_badge(inputs)
	if (locale === "de") return de_landing_sample_badge(inputs)
	if (locale === "pt-BR") return pt_br2_landing_sample_badge(inputs)
	if (locale === "it") return it_landing_sample_badge(inputs)
	if (locale === "ar") return ar_landing_sample_badge(inputs)
	return en_landing_sample_badge(inputs)
});