/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Lede_AfterInputs */

const en_settings_delete_lede_after = /** @type {(inputs: Settings_Delete_Lede_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to confirm.`)
};

const es_settings_delete_lede_after = /** @type {(inputs: Settings_Delete_Lede_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para confirmar.`)
};

const fr_settings_delete_lede_after = /** @type {(inputs: Settings_Delete_Lede_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour confirmer.`)
};

const de_settings_delete_lede_after = /** @type {(inputs: Settings_Delete_Lede_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein, um zu bestätigen.`)
};

const pt_br2_settings_delete_lede_after = /** @type {(inputs: Settings_Delete_Lede_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para confirmar.`)
};

const it_settings_delete_lede_after = /** @type {(inputs: Settings_Delete_Lede_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per confermare.`)
};

const ar_settings_delete_lede_after = /** @type {(inputs: Settings_Delete_Lede_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للتأكيد.`)
};

/**
* | output |
* | --- |
* | "to confirm." |
*
* @param {Settings_Delete_Lede_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_delete_lede_after = /** @type {((inputs?: Settings_Delete_Lede_AfterInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Lede_AfterInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_delete_lede_after(inputs)
	if (locale === "fr") return fr_settings_delete_lede_after(inputs)
	if (locale === "de") return de_settings_delete_lede_after(inputs)
	if (locale === "pt-BR") return pt_br2_settings_delete_lede_after(inputs)
	if (locale === "it") return it_settings_delete_lede_after(inputs)
	if (locale === "ar") return ar_settings_delete_lede_after(inputs)
	return en_settings_delete_lede_after(inputs)
});