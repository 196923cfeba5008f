/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleted_BackInputs */

const en_deleted_back = /** @type {(inputs: Deleted_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Tipped`)
};

const es_deleted_back = /** @type {(inputs: Deleted_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Tipped`)
};

const fr_deleted_back = /** @type {(inputs: Deleted_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Tipped`)
};

const de_deleted_back = /** @type {(inputs: Deleted_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu Tipped`)
};

const pt_br2_deleted_back = /** @type {(inputs: Deleted_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar para o Tipped`)
};

const it_deleted_back = /** @type {(inputs: Deleted_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna a Tipped`)
};

const ar_deleted_back = /** @type {(inputs: Deleted_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى Tipped`)
};

/**
* | output |
* | --- |
* | "Back to Tipped" |
*
* @param {Deleted_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const deleted_back = /** @type {((inputs?: Deleted_BackInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_BackInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_deleted_back(inputs)
	if (locale === "fr") return fr_deleted_back(inputs)
	if (locale === "de") return de_deleted_back(inputs)
	if (locale === "pt-BR") return pt_br2_deleted_back(inputs)
	if (locale === "it") return it_deleted_back(inputs)
	if (locale === "ar") return ar_deleted_back(inputs)
	return en_deleted_back(inputs)
});