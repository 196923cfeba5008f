/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_TagsInputs */

const en_owner_tags = /** @type {(inputs: Owner_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

const es_owner_tags = /** @type {(inputs: Owner_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etiquetas`)
};

const fr_owner_tags = /** @type {(inputs: Owner_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mots-clés`)
};

const de_owner_tags = /** @type {(inputs: Owner_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlagwörter`)
};

const pt_br2_owner_tags = /** @type {(inputs: Owner_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

const it_owner_tags = /** @type {(inputs: Owner_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

const ar_owner_tags = /** @type {(inputs: Owner_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوسوم`)
};

/**
* | output |
* | --- |
* | "Tags" |
*
* @param {Owner_TagsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_tags = /** @type {((inputs?: Owner_TagsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_TagsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tags(inputs)
	if (locale === "fr") return fr_owner_tags(inputs)
	if (locale === "de") return de_owner_tags(inputs)
	if (locale === "pt-BR") return pt_br2_owner_tags(inputs)
	if (locale === "it") return it_owner_tags(inputs)
	if (locale === "ar") return ar_owner_tags(inputs)
	return en_owner_tags(inputs)
});