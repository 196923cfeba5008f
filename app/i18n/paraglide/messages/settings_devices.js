/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_DevicesInputs */

const en_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed-in devices`)
};

const es_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivos con sesión iniciada`)
};

const fr_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appareils connectés`)
};

const de_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldete Geräte`)
};

const pt_br2_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivos conectados`)
};

const it_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivi collegati`)
};

const ar_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأجهزة المسجّل دخولها`)
};

/**
* | output |
* | --- |
* | "Signed-in devices" |
*
* @param {Settings_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_devices = /** @type {((inputs?: Settings_DevicesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_DevicesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_devices(inputs)
	if (locale === "fr") return fr_settings_devices(inputs)
	if (locale === "de") return de_settings_devices(inputs)
	if (locale === "pt-BR") return pt_br2_settings_devices(inputs)
	if (locale === "it") return it_settings_devices(inputs)
	if (locale === "ar") return ar_settings_devices(inputs)
	return en_settings_devices(inputs)
});