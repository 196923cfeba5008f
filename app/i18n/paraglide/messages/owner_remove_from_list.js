/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Owner_Remove_From_ListInputs */

const en_owner_remove_from_list = /** @type {(inputs: Owner_Remove_From_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.file} from the list`)
};

const es_owner_remove_from_list = /** @type {(inputs: Owner_Remove_From_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.file} de la lista`)
};

const fr_owner_remove_from_list = /** @type {(inputs: Owner_Remove_From_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.file} de la liste`)
};

const de_owner_remove_from_list = /** @type {(inputs: Owner_Remove_From_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} aus der Liste entfernen`)
};

const pt_br2_owner_remove_from_list = /** @type {(inputs: Owner_Remove_From_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.file} da lista`)
};

const it_owner_remove_from_list = /** @type {(inputs: Owner_Remove_From_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovi ${i?.file} dall’elenco`)
};

const ar_owner_remove_from_list = /** @type {(inputs: Owner_Remove_From_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.file} من القائمة`)
};

/**
* | output |
* | --- |
* | "Remove {file} from the list" |
*
* @param {Owner_Remove_From_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_remove_from_list = /** @type {((inputs: Owner_Remove_From_ListInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Remove_From_ListInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_remove_from_list(inputs)
	if (locale === "fr") return fr_owner_remove_from_list(inputs)
	if (locale === "de") return de_owner_remove_from_list(inputs)
	if (locale === "pt-BR") return pt_br2_owner_remove_from_list(inputs)
	if (locale === "it") return it_owner_remove_from_list(inputs)
	if (locale === "ar") return ar_owner_remove_from_list(inputs)
	return en_owner_remove_from_list(inputs)
});