/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_RemoveInputs */

const en_owner_remove = /** @type {(inputs: Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const es_owner_remove = /** @type {(inputs: Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const fr_owner_remove = /** @type {(inputs: Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const de_owner_remove = /** @type {(inputs: Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const pt_br2_owner_remove = /** @type {(inputs: Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

const it_owner_remove = /** @type {(inputs: Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi`)
};

const ar_owner_remove = /** @type {(inputs: Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Owner_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_remove = /** @type {((inputs?: Owner_RemoveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_RemoveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_remove(inputs)
	if (locale === "fr") return fr_owner_remove(inputs)
	if (locale === "de") return de_owner_remove(inputs)
	if (locale === "pt-BR") return pt_br2_owner_remove(inputs)
	if (locale === "it") return it_owner_remove(inputs)
	if (locale === "ar") return ar_owner_remove(inputs)
	return en_owner_remove(inputs)
});