/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_DevicesInputs */

const en_insights_devices = /** @type {(inputs: Insights_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devices`)
};

const es_insights_devices = /** @type {(inputs: Insights_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivos`)
};

const fr_insights_devices = /** @type {(inputs: Insights_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appareils`)
};

const de_insights_devices = /** @type {(inputs: Insights_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geräte`)
};

const pt_br2_insights_devices = /** @type {(inputs: Insights_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivos`)
};

const it_insights_devices = /** @type {(inputs: Insights_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivi`)
};

const ar_insights_devices = /** @type {(inputs: Insights_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأجهزة`)
};

/**
* | output |
* | --- |
* | "Devices" |
*
* @param {Insights_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_devices = /** @type {((inputs?: Insights_DevicesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_DevicesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_devices(inputs)
	if (locale === "fr") return fr_insights_devices(inputs)
	if (locale === "de") return de_insights_devices(inputs)
	if (locale === "pt-BR") return pt_br2_insights_devices(inputs)
	if (locale === "it") return it_insights_devices(inputs)
	if (locale === "ar") return ar_insights_devices(inputs)
	return en_insights_devices(inputs)
});