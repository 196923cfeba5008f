/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_RenameInputs */

const en_dash_rename = /** @type {(inputs: Dash_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const es_dash_rename = /** @type {(inputs: Dash_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renombrar`)
};

const fr_dash_rename = /** @type {(inputs: Dash_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renommer`)
};

const de_dash_rename = /** @type {(inputs: Dash_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

const pt_br2_dash_rename = /** @type {(inputs: Dash_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomear`)
};

const it_dash_rename = /** @type {(inputs: Dash_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinomina`)
};

const ar_dash_rename = /** @type {(inputs: Dash_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة التسمية`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Dash_RenameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_rename = /** @type {((inputs?: Dash_RenameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_RenameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_rename(inputs)
	if (locale === "fr") return fr_dash_rename(inputs)
	if (locale === "de") return de_dash_rename(inputs)
	if (locale === "pt-BR") return pt_br2_dash_rename(inputs)
	if (locale === "it") return it_dash_rename(inputs)
	if (locale === "ar") return ar_dash_rename(inputs)
	return en_dash_rename(inputs)
});