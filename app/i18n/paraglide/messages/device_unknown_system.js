/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Device_Unknown_SystemInputs */

const en_device_unknown_system = /** @type {(inputs: Device_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown system`)
};

const es_device_unknown_system = /** @type {(inputs: Device_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un sistema desconocido`)
};

const fr_device_unknown_system = /** @type {(inputs: Device_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un système inconnu`)
};

const de_device_unknown_system = /** @type {(inputs: Device_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einem unbekannten System`)
};

const pt_br2_device_unknown_system = /** @type {(inputs: Device_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sistema desconhecido`)
};

const it_device_unknown_system = /** @type {(inputs: Device_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un sistema sconosciuto`)
};

const ar_device_unknown_system = /** @type {(inputs: Device_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظام غير معروف`)
};

/**
* | output |
* | --- |
* | "an unknown system" |
*
* @param {Device_Unknown_SystemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const device_unknown_system = /** @type {((inputs?: Device_Unknown_SystemInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Device_Unknown_SystemInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_device_unknown_system(inputs)
	if (locale === "fr") return fr_device_unknown_system(inputs)
	if (locale === "de") return de_device_unknown_system(inputs)
	if (locale === "pt-BR") return pt_br2_device_unknown_system(inputs)
	if (locale === "it") return it_device_unknown_system(inputs)
	if (locale === "ar") return ar_device_unknown_system(inputs)
	return en_device_unknown_system(inputs)
});