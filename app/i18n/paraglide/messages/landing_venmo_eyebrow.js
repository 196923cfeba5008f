/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Venmo_EyebrowInputs */

const en_landing_venmo_eyebrow = /** @type {(inputs: Landing_Venmo_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet them where they pay`)
};

const es_landing_venmo_eyebrow = /** @type {(inputs: Landing_Venmo_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llega a ellos donde pagan`)
};

const fr_landing_venmo_eyebrow = /** @type {(inputs: Landing_Venmo_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez-les là où ils paient`)
};

const de_landing_venmo_eyebrow = /** @type {(inputs: Landing_Venmo_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sei da, wo sie bezahlen`)
};

const pt_br2_landing_venmo_eyebrow = /** @type {(inputs: Landing_Venmo_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esteja onde eles pagam`)
};

const it_landing_venmo_eyebrow = /** @type {(inputs: Landing_Venmo_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raggiungili dove pagano`)
};

const ar_landing_venmo_eyebrow = /** @type {(inputs: Landing_Venmo_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كن حيث يدفعون`)
};

/**
* | output |
* | --- |
* | "Meet them where they pay" |
*
* @param {Landing_Venmo_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_venmo_eyebrow = /** @type {((inputs?: Landing_Venmo_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Venmo_EyebrowInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_venmo_eyebrow(inputs)
	if (locale === "fr") return fr_landing_venmo_eyebrow(inputs)
	if (locale === "de") return de_landing_venmo_eyebrow(inputs)
	if (locale === "pt-BR") return pt_br2_landing_venmo_eyebrow(inputs)
	if (locale === "it") return it_landing_venmo_eyebrow(inputs)
	if (locale === "ar") return ar_landing_venmo_eyebrow(inputs)
	return en_landing_venmo_eyebrow(inputs)
});