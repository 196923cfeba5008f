/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_ArchiveInputs */

const en_dash_archive = /** @type {(inputs: Dash_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive`)
};

const es_dash_archive = /** @type {(inputs: Dash_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivar`)
};

const fr_dash_archive = /** @type {(inputs: Dash_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiver`)
};

const de_dash_archive = /** @type {(inputs: Dash_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivieren`)
};

const pt_br2_dash_archive = /** @type {(inputs: Dash_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivar`)
};

const it_dash_archive = /** @type {(inputs: Dash_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivia`)
};

const ar_dash_archive = /** @type {(inputs: Dash_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرشفة`)
};

/**
* | output |
* | --- |
* | "Archive" |
*
* @param {Dash_ArchiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_archive = /** @type {((inputs?: Dash_ArchiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ArchiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_archive(inputs)
	if (locale === "fr") return fr_dash_archive(inputs)
	if (locale === "de") return de_dash_archive(inputs)
	if (locale === "pt-BR") return pt_br2_dash_archive(inputs)
	if (locale === "it") return it_dash_archive(inputs)
	if (locale === "ar") return ar_dash_archive(inputs)
	return en_dash_archive(inputs)
});