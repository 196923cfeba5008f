/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cta_EyebrowInputs */

const en_landing_cta_eyebrow = /** @type {(inputs: Landing_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready when you are`)
};

const es_landing_cta_eyebrow = /** @type {(inputs: Landing_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listos cuando tú lo estés`)
};

const fr_landing_cta_eyebrow = /** @type {(inputs: Landing_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt quand vous l'êtes`)
};

const de_landing_cta_eyebrow = /** @type {(inputs: Landing_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereit, wenn du es bist`)
};

const pt_br2_landing_cta_eyebrow = /** @type {(inputs: Landing_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto quando você estiver`)
};

const it_landing_cta_eyebrow = /** @type {(inputs: Landing_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronti quando lo sei tu`)
};

const ar_landing_cta_eyebrow = /** @type {(inputs: Landing_Cta_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاهزون متى كنت جاهزًا`)
};

/**
* | output |
* | --- |
* | "Ready when you are" |
*
* @param {Landing_Cta_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cta_eyebrow = /** @type {((inputs?: Landing_Cta_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cta_EyebrowInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cta_eyebrow(inputs)
	if (locale === "fr") return fr_landing_cta_eyebrow(inputs)
	if (locale === "de") return de_landing_cta_eyebrow(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cta_eyebrow(inputs)
	if (locale === "it") return it_landing_cta_eyebrow(inputs)
	if (locale === "ar") return ar_landing_cta_eyebrow(inputs)
	return en_landing_cta_eyebrow(inputs)
});