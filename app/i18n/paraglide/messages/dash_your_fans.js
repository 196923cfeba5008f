/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Your_FansInputs */

const en_dash_your_fans = /** @type {(inputs: Dash_Your_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your fans`)
};

const es_dash_your_fans = /** @type {(inputs: Dash_Your_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus fans`)
};

const fr_dash_your_fans = /** @type {(inputs: Dash_Your_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos fans`)
};

const de_dash_your_fans = /** @type {(inputs: Dash_Your_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Fans`)
};

const pt_br2_dash_your_fans = /** @type {(inputs: Dash_Your_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus fãs`)
};

const it_dash_your_fans = /** @type {(inputs: Dash_Your_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I tuoi fan`)
};

const ar_dash_your_fans = /** @type {(inputs: Dash_Your_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معجبوك`)
};

/**
* | output |
* | --- |
* | "Your fans" |
*
* @param {Dash_Your_FansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_your_fans = /** @type {((inputs?: Dash_Your_FansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Your_FansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_your_fans(inputs)
	if (locale === "fr") return fr_dash_your_fans(inputs)
	if (locale === "de") return de_dash_your_fans(inputs)
	if (locale === "pt-BR") return pt_br2_dash_your_fans(inputs)
	if (locale === "it") return it_dash_your_fans(inputs)
	if (locale === "ar") return ar_dash_your_fans(inputs)
	return en_dash_your_fans(inputs)
});