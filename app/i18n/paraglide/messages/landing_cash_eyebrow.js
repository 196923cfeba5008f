/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cash_EyebrowInputs */

const en_landing_cash_eyebrow = /** @type {(inputs: Landing_Cash_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash is fading`)
};

const es_landing_cash_eyebrow = /** @type {(inputs: Landing_Cash_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El efectivo desaparece`)
};

const fr_landing_cash_eyebrow = /** @type {(inputs: Landing_Cash_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'argent liquide disparaît`)
};

const de_landing_cash_eyebrow = /** @type {(inputs: Landing_Cash_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bargeld verschwindet`)
};

const pt_br2_landing_cash_eyebrow = /** @type {(inputs: Landing_Cash_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O dinheiro vivo está sumindo`)
};

const it_landing_cash_eyebrow = /** @type {(inputs: Landing_Cash_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il contante sta sparendo`)
};

const ar_landing_cash_eyebrow = /** @type {(inputs: Landing_Cash_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النقد يتلاشى`)
};

/**
* | output |
* | --- |
* | "Cash is fading" |
*
* @param {Landing_Cash_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cash_eyebrow = /** @type {((inputs?: Landing_Cash_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cash_EyebrowInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cash_eyebrow(inputs)
	if (locale === "fr") return fr_landing_cash_eyebrow(inputs)
	if (locale === "de") return de_landing_cash_eyebrow(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cash_eyebrow(inputs)
	if (locale === "it") return it_landing_cash_eyebrow(inputs)
	if (locale === "ar") return ar_landing_cash_eyebrow(inputs)
	return en_landing_cash_eyebrow(inputs)
});