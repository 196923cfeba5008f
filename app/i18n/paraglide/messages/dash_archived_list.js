/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Dash_Archived_ListInputs */

const en_dash_archived_list = /** @type {(inputs: Dash_Archived_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archived: ${i?.names}`)
};

const es_dash_archived_list = /** @type {(inputs: Dash_Archived_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivados: ${i?.names}`)
};

const fr_dash_archived_list = /** @type {(inputs: Dash_Archived_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivés : ${i?.names}`)
};

const de_dash_archived_list = /** @type {(inputs: Dash_Archived_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archiviert: ${i?.names}`)
};

const pt_br2_dash_archived_list = /** @type {(inputs: Dash_Archived_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arquivados: ${i?.names}`)
};

const it_dash_archived_list = /** @type {(inputs: Dash_Archived_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archiviate: ${i?.names}`)
};

const ar_dash_archived_list = /** @type {(inputs: Dash_Archived_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المؤرشفة: ${i?.names}`)
};

/**
* | output |
* | --- |
* | "Archived: {names}" |
*
* @param {Dash_Archived_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_archived_list = /** @type {((inputs: Dash_Archived_ListInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Archived_ListInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_archived_list(inputs)
	if (locale === "fr") return fr_dash_archived_list(inputs)
	if (locale === "de") return de_dash_archived_list(inputs)
	if (locale === "pt-BR") return pt_br2_dash_archived_list(inputs)
	if (locale === "it") return it_dash_archived_list(inputs)
	if (locale === "ar") return ar_dash_archived_list(inputs)
	return en_dash_archived_list(inputs)
});