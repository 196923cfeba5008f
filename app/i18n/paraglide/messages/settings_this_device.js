/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_This_DeviceInputs */

const en_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this device`)
};

const es_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este dispositivo`)
};

const fr_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cet appareil`)
};

const de_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dieses Gerät`)
};

const pt_br2_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este dispositivo`)
};

const it_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`questo dispositivo`)
};

const ar_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الجهاز`)
};

/**
* | output |
* | --- |
* | "this device" |
*
* @param {Settings_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_this_device = /** @type {((inputs?: Settings_This_DeviceInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_This_DeviceInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_this_device(inputs)
	if (locale === "fr") return fr_settings_this_device(inputs)
	if (locale === "de") return de_settings_this_device(inputs)
	if (locale === "pt-BR") return pt_br2_settings_this_device(inputs)
	if (locale === "it") return it_settings_this_device(inputs)
	if (locale === "ar") return ar_settings_this_device(inputs)
	return en_settings_this_device(inputs)
});