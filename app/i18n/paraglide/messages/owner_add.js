/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_AddInputs */

const en_owner_add = /** @type {(inputs: Owner_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const es_owner_add = /** @type {(inputs: Owner_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

const fr_owner_add = /** @type {(inputs: Owner_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

const de_owner_add = /** @type {(inputs: Owner_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzufügen`)
};

const pt_br2_owner_add = /** @type {(inputs: Owner_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar`)
};

const it_owner_add = /** @type {(inputs: Owner_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi`)
};

const ar_owner_add = /** @type {(inputs: Owner_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Owner_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_add = /** @type {((inputs?: Owner_AddInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_AddInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_add(inputs)
	if (locale === "fr") return fr_owner_add(inputs)
	if (locale === "de") return de_owner_add(inputs)
	if (locale === "pt-BR") return pt_br2_owner_add(inputs)
	if (locale === "it") return it_owner_add(inputs)
	if (locale === "ar") return ar_owner_add(inputs)
	return en_owner_add(inputs)
});