/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_DeleteInputs */

const en_settings_delete = /** @type {(inputs: Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const es_settings_delete = /** @type {(inputs: Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

const fr_settings_delete = /** @type {(inputs: Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte`)
};

const de_settings_delete = /** @type {(inputs: Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto löschen`)
};

const pt_br2_settings_delete = /** @type {(inputs: Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir minha conta`)
};

const it_settings_delete = /** @type {(inputs: Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina il mio account`)
};

const ar_settings_delete = /** @type {(inputs: Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف حسابي`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Settings_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_delete = /** @type {((inputs?: Settings_DeleteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_DeleteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_delete(inputs)
	if (locale === "fr") return fr_settings_delete(inputs)
	if (locale === "de") return de_settings_delete(inputs)
	if (locale === "pt-BR") return pt_br2_settings_delete(inputs)
	if (locale === "it") return it_settings_delete(inputs)
	if (locale === "ar") return ar_settings_delete(inputs)
	return en_settings_delete(inputs)
});