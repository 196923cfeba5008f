/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_SearchingInputs */

const en_owner_searching = /** @type {(inputs: Owner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching…`)
};

const es_owner_searching = /** @type {(inputs: Owner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando…`)
};

const fr_owner_searching = /** @type {(inputs: Owner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche…`)
};

const de_owner_searching = /** @type {(inputs: Owner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche …`)
};

const pt_br2_owner_searching = /** @type {(inputs: Owner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando…`)
};

const it_owner_searching = /** @type {(inputs: Owner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ricerca…`)
};

const ar_owner_searching = /** @type {(inputs: Owner_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ البحث…`)
};

/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Owner_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_searching = /** @type {((inputs?: Owner_SearchingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_SearchingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_searching(inputs)
	if (locale === "fr") return fr_owner_searching(inputs)
	if (locale === "de") return de_owner_searching(inputs)
	if (locale === "pt-BR") return pt_br2_owner_searching(inputs)
	if (locale === "it") return it_owner_searching(inputs)
	if (locale === "ar") return ar_owner_searching(inputs)
	return en_owner_searching(inputs)
});