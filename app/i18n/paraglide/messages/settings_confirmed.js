/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_ConfirmedInputs */

const en_settings_confirmed = /** @type {(inputs: Settings_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · confirmed`)
};

const es_settings_confirmed = /** @type {(inputs: Settings_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · confirmado`)
};

const fr_settings_confirmed = /** @type {(inputs: Settings_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · confirmé`)
};

const de_settings_confirmed = /** @type {(inputs: Settings_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · bestätigt`)
};

const pt_br2_settings_confirmed = /** @type {(inputs: Settings_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · confirmado`)
};

const it_settings_confirmed = /** @type {(inputs: Settings_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · confermato`)
};

const ar_settings_confirmed = /** @type {(inputs: Settings_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · مؤكَّد`)
};

/**
* | output |
* | --- |
* | "· confirmed" |
*
* @param {Settings_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_confirmed = /** @type {((inputs?: Settings_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_ConfirmedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_confirmed(inputs)
	if (locale === "fr") return fr_settings_confirmed(inputs)
	if (locale === "de") return de_settings_confirmed(inputs)
	if (locale === "pt-BR") return pt_br2_settings_confirmed(inputs)
	if (locale === "it") return it_settings_confirmed(inputs)
	if (locale === "ar") return ar_settings_confirmed(inputs)
	return en_settings_confirmed(inputs)
});