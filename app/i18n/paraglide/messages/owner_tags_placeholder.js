/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tags_PlaceholderInputs */

const en_owner_tags_placeholder = /** @type {(inputs: Owner_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a tag and press Enter`)
};

const es_owner_tags_placeholder = /** @type {(inputs: Owner_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una etiqueta y pulsa Intro`)
};

const fr_owner_tags_placeholder = /** @type {(inputs: Owner_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez un mot-clé et appuyez sur Entrée`)
};

const de_owner_tags_placeholder = /** @type {(inputs: Owner_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlagwort eingeben und Enter drücken`)
};

const pt_br2_owner_tags_placeholder = /** @type {(inputs: Owner_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite uma tag e pressione Enter`)
};

const it_owner_tags_placeholder = /** @type {(inputs: Owner_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrivi un tag e premi Invio`)
};

const ar_owner_tags_placeholder = /** @type {(inputs: Owner_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب وسمًا واضغط Enter`)
};

/**
* | output |
* | --- |
* | "Type a tag and press Enter" |
*
* @param {Owner_Tags_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_tags_placeholder = /** @type {((inputs?: Owner_Tags_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tags_PlaceholderInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tags_placeholder(inputs)
	if (locale === "fr") return fr_owner_tags_placeholder(inputs)
	if (locale === "de") return de_owner_tags_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_owner_tags_placeholder(inputs)
	if (locale === "it") return it_owner_tags_placeholder(inputs)
	if (locale === "ar") return ar_owner_tags_placeholder(inputs)
	return en_owner_tags_placeholder(inputs)
});