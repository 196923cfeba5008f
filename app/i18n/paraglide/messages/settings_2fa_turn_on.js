/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Turn_OnInputs */

const en_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on`)
};

const es_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

const fr_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

const de_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einschalten`)
};

const pt_br2_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativar`)
};

const it_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attiva`)
};

const ar_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفعيل`)
};

/**
* | output |
* | --- |
* | "Turn on" |
*
* @param {Settings_2fa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_turn_on = /** @type {((inputs?: Settings_2fa_Turn_OnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Turn_OnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_turn_on(inputs)
	if (locale === "fr") return fr_settings_2fa_turn_on(inputs)
	if (locale === "de") return de_settings_2fa_turn_on(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_turn_on(inputs)
	if (locale === "it") return it_settings_2fa_turn_on(inputs)
	if (locale === "ar") return ar_settings_2fa_turn_on(inputs)
	return en_settings_2fa_turn_on(inputs)
});