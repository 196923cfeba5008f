/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Rename_Or_ArchiveInputs */

const en_dash_rename_or_archive = /** @type {(inputs: Dash_Rename_Or_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename or archive`)
};

const es_dash_rename_or_archive = /** @type {(inputs: Dash_Rename_Or_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renombrar o archivar`)
};

const fr_dash_rename_or_archive = /** @type {(inputs: Dash_Rename_Or_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renommer ou archiver`)
};

const de_dash_rename_or_archive = /** @type {(inputs: Dash_Rename_Or_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen oder archivieren`)
};

const pt_br2_dash_rename_or_archive = /** @type {(inputs: Dash_Rename_Or_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomear ou arquivar`)
};

const it_dash_rename_or_archive = /** @type {(inputs: Dash_Rename_Or_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinomina o archivia`)
};

const ar_dash_rename_or_archive = /** @type {(inputs: Dash_Rename_Or_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة التسمية أو الأرشفة`)
};

/**
* | output |
* | --- |
* | "Rename or archive" |
*
* @param {Dash_Rename_Or_ArchiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_rename_or_archive = /** @type {((inputs?: Dash_Rename_Or_ArchiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Rename_Or_ArchiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_rename_or_archive(inputs)
	if (locale === "fr") return fr_dash_rename_or_archive(inputs)
	if (locale === "de") return de_dash_rename_or_archive(inputs)
	if (locale === "pt-BR") return pt_br2_dash_rename_or_archive(inputs)
	if (locale === "it") return it_dash_rename_or_archive(inputs)
	if (locale === "ar") return ar_dash_rename_or_archive(inputs)
	return en_dash_rename_or_archive(inputs)
});