/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Could_Not_RemoveInputs */

const en_owner_could_not_remove = /** @type {(inputs: Owner_Could_Not_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`could not be removed`)
};

const es_owner_could_not_remove = /** @type {(inputs: Owner_Could_Not_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no se pudo quitar`)
};

const fr_owner_could_not_remove = /** @type {(inputs: Owner_Could_Not_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`impossible de la retirer`)
};

const de_owner_could_not_remove = /** @type {(inputs: Owner_Could_Not_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`konnte nicht entfernt werden`)
};

const pt_br2_owner_could_not_remove = /** @type {(inputs: Owner_Could_Not_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não foi possível remover`)
};

const it_owner_could_not_remove = /** @type {(inputs: Owner_Could_Not_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non è stato possibile rimuoverla`)
};

const ar_owner_could_not_remove = /** @type {(inputs: Owner_Could_Not_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إزالتها`)
};

/**
* | output |
* | --- |
* | "could not be removed" |
*
* @param {Owner_Could_Not_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_could_not_remove = /** @type {((inputs?: Owner_Could_Not_RemoveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Could_Not_RemoveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_could_not_remove(inputs)
	if (locale === "fr") return fr_owner_could_not_remove(inputs)
	if (locale === "de") return de_owner_could_not_remove(inputs)
	if (locale === "pt-BR") return pt_br2_owner_could_not_remove(inputs)
	if (locale === "it") return it_owner_could_not_remove(inputs)
	if (locale === "ar") return ar_owner_could_not_remove(inputs)
	return en_owner_could_not_remove(inputs)
});