/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_This_Device_OnlyInputs */

const en_passkeys_this_device_only = /** @type {(inputs: Passkeys_This_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this device only`)
};

const es_passkeys_this_device_only = /** @type {(inputs: Passkeys_This_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo en este dispositivo`)
};

const fr_passkeys_this_device_only = /** @type {(inputs: Passkeys_This_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur cet appareil uniquement`)
};

const de_passkeys_this_device_only = /** @type {(inputs: Passkeys_This_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur auf diesem Gerät`)
};

const pt_br2_passkeys_this_device_only = /** @type {(inputs: Passkeys_This_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Somente neste dispositivo`)
};

const it_passkeys_this_device_only = /** @type {(inputs: Passkeys_This_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo su questo dispositivo`)
};

const ar_passkeys_this_device_only = /** @type {(inputs: Passkeys_This_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`على هذا الجهاز فقط`)
};

/**
* | output |
* | --- |
* | "On this device only" |
*
* @param {Passkeys_This_Device_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_this_device_only = /** @type {((inputs?: Passkeys_This_Device_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_This_Device_OnlyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_this_device_only(inputs)
	if (locale === "fr") return fr_passkeys_this_device_only(inputs)
	if (locale === "de") return de_passkeys_this_device_only(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_this_device_only(inputs)
	if (locale === "it") return it_passkeys_this_device_only(inputs)
	if (locale === "ar") return ar_passkeys_this_device_only(inputs)
	return en_passkeys_this_device_only(inputs)
});