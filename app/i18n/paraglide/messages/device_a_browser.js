/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Device_A_BrowserInputs */

const en_device_a_browser = /** @type {(inputs: Device_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A browser`)
};

const es_device_a_browser = /** @type {(inputs: Device_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un navegador`)
};

const fr_device_a_browser = /** @type {(inputs: Device_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un navigateur`)
};

const de_device_a_browser = /** @type {(inputs: Device_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Browser`)
};

const pt_br2_device_a_browser = /** @type {(inputs: Device_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um navegador`)
};

const it_device_a_browser = /** @type {(inputs: Device_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un browser`)
};

const ar_device_a_browser = /** @type {(inputs: Device_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متصفح`)
};

/**
* | output |
* | --- |
* | "A browser" |
*
* @param {Device_A_BrowserInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const device_a_browser = /** @type {((inputs?: Device_A_BrowserInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Device_A_BrowserInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_device_a_browser(inputs)
	if (locale === "fr") return fr_device_a_browser(inputs)
	if (locale === "de") return de_device_a_browser(inputs)
	if (locale === "pt-BR") return pt_br2_device_a_browser(inputs)
	if (locale === "it") return it_device_a_browser(inputs)
	if (locale === "ar") return ar_device_a_browser(inputs)
	return en_device_a_browser(inputs)
});