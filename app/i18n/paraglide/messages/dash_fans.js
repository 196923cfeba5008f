/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_FansInputs */

const en_dash_fans = /** @type {(inputs: Dash_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans`)
};

const es_dash_fans = /** @type {(inputs: Dash_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans`)
};

const fr_dash_fans = /** @type {(inputs: Dash_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans`)
};

const de_dash_fans = /** @type {(inputs: Dash_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans`)
};

const pt_br2_dash_fans = /** @type {(inputs: Dash_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fãs`)
};

const it_dash_fans = /** @type {(inputs: Dash_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fan`)
};

const ar_dash_fans = /** @type {(inputs: Dash_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعجبون`)
};

/**
* | output |
* | --- |
* | "Fans" |
*
* @param {Dash_FansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_fans = /** @type {((inputs?: Dash_FansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_FansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_fans(inputs)
	if (locale === "fr") return fr_dash_fans(inputs)
	if (locale === "de") return de_dash_fans(inputs)
	if (locale === "pt-BR") return pt_br2_dash_fans(inputs)
	if (locale === "it") return it_dash_fans(inputs)
	if (locale === "ar") return ar_dash_fans(inputs)
	return en_dash_fans(inputs)
});