/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_DeleteInputs */

const en_passkeys_delete = /** @type {(inputs: Passkeys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const es_passkeys_delete = /** @type {(inputs: Passkeys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const fr_passkeys_delete = /** @type {(inputs: Passkeys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const de_passkeys_delete = /** @type {(inputs: Passkeys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const pt_br2_passkeys_delete = /** @type {(inputs: Passkeys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir`)
};

const it_passkeys_delete = /** @type {(inputs: Passkeys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina`)
};

const ar_passkeys_delete = /** @type {(inputs: Passkeys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Passkeys_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_delete = /** @type {((inputs?: Passkeys_DeleteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_DeleteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_delete(inputs)
	if (locale === "fr") return fr_passkeys_delete(inputs)
	if (locale === "de") return de_passkeys_delete(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_delete(inputs)
	if (locale === "it") return it_passkeys_delete(inputs)
	if (locale === "ar") return ar_passkeys_delete(inputs)
	return en_passkeys_delete(inputs)
});