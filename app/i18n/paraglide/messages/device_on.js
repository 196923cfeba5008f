/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Device_OnInputs */

const en_device_on = /** @type {(inputs: Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

const es_device_on = /** @type {(inputs: Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} en ${i?.system}`)
};

const fr_device_on = /** @type {(inputs: Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} sur ${i?.system}`)
};

const de_device_on = /** @type {(inputs: Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.system}`)
};

const pt_br2_device_on = /** @type {(inputs: Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} no ${i?.system}`)
};

const it_device_on = /** @type {(inputs: Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} su ${i?.system}`)
};

const ar_device_on = /** @type {(inputs: Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} على ${i?.system}`)
};

/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Device_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const device_on = /** @type {((inputs: Device_OnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Device_OnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_device_on(inputs)
	if (locale === "fr") return fr_device_on(inputs)
	if (locale === "de") return de_device_on(inputs)
	if (locale === "pt-BR") return pt_br2_device_on(inputs)
	if (locale === "it") return it_device_on(inputs)
	if (locale === "ar") return ar_device_on(inputs)
	return en_device_on(inputs)
});