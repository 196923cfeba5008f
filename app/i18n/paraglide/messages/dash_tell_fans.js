/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tell_FansInputs */

const en_dash_tell_fans = /** @type {(inputs: Dash_Tell_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell my fans`)
};

const es_dash_tell_fans = /** @type {(inputs: Dash_Tell_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisar a mis fans`)
};

const fr_dash_tell_fans = /** @type {(inputs: Dash_Tell_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prévenir mes fans`)
};

const de_dash_tell_fans = /** @type {(inputs: Dash_Tell_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen Fans Bescheid sagen`)
};

const pt_br2_dash_tell_fans = /** @type {(inputs: Dash_Tell_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisar meus fãs`)
};

const it_dash_tell_fans = /** @type {(inputs: Dash_Tell_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avvisa i miei fan`)
};

const ar_dash_tell_fans = /** @type {(inputs: Dash_Tell_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أخبر معجبيّ`)
};

/**
* | output |
* | --- |
* | "Tell my fans" |
*
* @param {Dash_Tell_FansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_tell_fans = /** @type {((inputs?: Dash_Tell_FansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tell_FansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_tell_fans(inputs)
	if (locale === "fr") return fr_dash_tell_fans(inputs)
	if (locale === "de") return de_dash_tell_fans(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tell_fans(inputs)
	if (locale === "it") return it_dash_tell_fans(inputs)
	if (locale === "ar") return ar_dash_tell_fans(inputs)
	return en_dash_tell_fans(inputs)
});