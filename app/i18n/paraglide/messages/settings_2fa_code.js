/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_CodeInputs */

const en_settings_2fa_code = /** @type {(inputs: Settings_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the app`)
};

const es_settings_2fa_code = /** @type {(inputs: Settings_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de la app`)
};

const fr_settings_2fa_code = /** @type {(inputs: Settings_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de l'appli`)
};

const de_settings_2fa_code = /** @type {(inputs: Settings_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code aus der App`)
};

const pt_br2_settings_2fa_code = /** @type {(inputs: Settings_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código do app`)
};

const it_settings_2fa_code = /** @type {(inputs: Settings_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice dall'app`)
};

const ar_settings_2fa_code = /** @type {(inputs: Settings_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرمز من التطبيق`)
};

/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Settings_2fa_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_code = /** @type {((inputs?: Settings_2fa_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_CodeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_code(inputs)
	if (locale === "fr") return fr_settings_2fa_code(inputs)
	if (locale === "de") return de_settings_2fa_code(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_code(inputs)
	if (locale === "it") return it_settings_2fa_code(inputs)
	if (locale === "ar") return ar_settings_2fa_code(inputs)
	return en_settings_2fa_code(inputs)
});