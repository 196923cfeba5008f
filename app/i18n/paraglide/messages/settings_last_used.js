/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Last_UsedInputs */

const en_settings_last_used = /** @type {(inputs: Settings_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last used`)
};

const es_settings_last_used = /** @type {(inputs: Settings_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso`)
};

const fr_settings_last_used = /** @type {(inputs: Settings_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dernière utilisation`)
};

const de_settings_last_used = /** @type {(inputs: Settings_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zuletzt benutzt`)
};

const pt_br2_settings_last_used = /** @type {(inputs: Settings_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`último uso`)
};

const it_settings_last_used = /** @type {(inputs: Settings_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ultimo utilizzo`)
};

const ar_settings_last_used = /** @type {(inputs: Settings_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر استخدام`)
};

/**
* | output |
* | --- |
* | "last used" |
*
* @param {Settings_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_last_used = /** @type {((inputs?: Settings_Last_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Last_UsedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_last_used(inputs)
	if (locale === "fr") return fr_settings_last_used(inputs)
	if (locale === "de") return de_settings_last_used(inputs)
	if (locale === "pt-BR") return pt_br2_settings_last_used(inputs)
	if (locale === "it") return it_settings_last_used(inputs)
	if (locale === "ar") return ar_settings_last_used(inputs)
	return en_settings_last_used(inputs)
});