/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_PerformingInputs */

const en_dash_performing = /** @type {(inputs: Dash_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performing now`)
};

const es_dash_performing = /** @type {(inputs: Dash_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actuando ahora`)
};

const fr_dash_performing = /** @type {(inputs: Dash_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En scène`)
};

const de_dash_performing = /** @type {(inputs: Dash_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt live`)
};

const pt_br2_dash_performing = /** @type {(inputs: Dash_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tocando agora`)
};

const it_dash_performing = /** @type {(inputs: Dash_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In scena ora`)
};

const ar_dash_performing = /** @type {(inputs: Dash_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعزف الآن`)
};

/**
* | output |
* | --- |
* | "Performing now" |
*
* @param {Dash_PerformingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_performing = /** @type {((inputs?: Dash_PerformingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_PerformingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_performing(inputs)
	if (locale === "fr") return fr_dash_performing(inputs)
	if (locale === "de") return de_dash_performing(inputs)
	if (locale === "pt-BR") return pt_br2_dash_performing(inputs)
	if (locale === "it") return it_dash_performing(inputs)
	if (locale === "ar") return ar_dash_performing(inputs)
	return en_dash_performing(inputs)
});