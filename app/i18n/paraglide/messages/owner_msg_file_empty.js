/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_File_EmptyInputs */

const en_owner_msg_file_empty = /** @type {(inputs: Owner_Msg_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is empty`)
};

const es_owner_msg_file_empty = /** @type {(inputs: Owner_Msg_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo está vacío`)
};

const fr_owner_msg_file_empty = /** @type {(inputs: Owner_Msg_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier est vide`)
};

const de_owner_msg_file_empty = /** @type {(inputs: Owner_Msg_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist leer`)
};

const pt_br2_owner_msg_file_empty = /** @type {(inputs: Owner_Msg_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este arquivo está vazio`)
};

const it_owner_msg_file_empty = /** @type {(inputs: Owner_Msg_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo file è vuoto`)
};

const ar_owner_msg_file_empty = /** @type {(inputs: Owner_Msg_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الملف فارغ`)
};

/**
* | output |
* | --- |
* | "This file is empty" |
*
* @param {Owner_Msg_File_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_file_empty = /** @type {((inputs?: Owner_Msg_File_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_File_EmptyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_file_empty(inputs)
	if (locale === "fr") return fr_owner_msg_file_empty(inputs)
	if (locale === "de") return de_owner_msg_file_empty(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_file_empty(inputs)
	if (locale === "it") return it_owner_msg_file_empty(inputs)
	if (locale === "ar") return ar_owner_msg_file_empty(inputs)
	return en_owner_msg_file_empty(inputs)
});