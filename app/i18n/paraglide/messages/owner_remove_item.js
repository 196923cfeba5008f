/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Owner_Remove_ItemInputs */

const en_owner_remove_item = /** @type {(inputs: Owner_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.what}`)
};

const es_owner_remove_item = /** @type {(inputs: Owner_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.what}`)
};

const fr_owner_remove_item = /** @type {(inputs: Owner_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.what}`)
};

const de_owner_remove_item = /** @type {(inputs: Owner_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} entfernen`)
};

const pt_br2_owner_remove_item = /** @type {(inputs: Owner_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.what}`)
};

const it_owner_remove_item = /** @type {(inputs: Owner_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovi ${i?.what}`)
};

const ar_owner_remove_item = /** @type {(inputs: Owner_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Remove {what}" |
*
* @param {Owner_Remove_ItemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_remove_item = /** @type {((inputs: Owner_Remove_ItemInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Remove_ItemInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_remove_item(inputs)
	if (locale === "fr") return fr_owner_remove_item(inputs)
	if (locale === "de") return de_owner_remove_item(inputs)
	if (locale === "pt-BR") return pt_br2_owner_remove_item(inputs)
	if (locale === "it") return it_owner_remove_item(inputs)
	if (locale === "ar") return ar_owner_remove_item(inputs)
	return en_owner_remove_item(inputs)
});