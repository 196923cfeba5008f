/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_RenameInputs */

const en_passkeys_rename = /** @type {(inputs: Passkeys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const es_passkeys_rename = /** @type {(inputs: Passkeys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renombrar`)
};

const fr_passkeys_rename = /** @type {(inputs: Passkeys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renommer`)
};

const de_passkeys_rename = /** @type {(inputs: Passkeys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

const pt_br2_passkeys_rename = /** @type {(inputs: Passkeys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomear`)
};

const it_passkeys_rename = /** @type {(inputs: Passkeys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinomina`)
};

const ar_passkeys_rename = /** @type {(inputs: Passkeys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تسمية`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Passkeys_RenameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_rename = /** @type {((inputs?: Passkeys_RenameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_RenameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_rename(inputs)
	if (locale === "fr") return fr_passkeys_rename(inputs)
	if (locale === "de") return de_passkeys_rename(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_rename(inputs)
	if (locale === "it") return it_passkeys_rename(inputs)
	if (locale === "ar") return ar_passkeys_rename(inputs)
	return en_passkeys_rename(inputs)
});