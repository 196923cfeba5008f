/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Short_Link_PlaceholderInputs */

const en_owner_short_link_placeholder = /** @type {(inputs: Owner_Short_Link_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your-name`)
};

const es_owner_short_link_placeholder = /** @type {(inputs: Owner_Short_Link_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu-nombre`)
};

const fr_owner_short_link_placeholder = /** @type {(inputs: Owner_Short_Link_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre-nom`)
};

const de_owner_short_link_placeholder = /** @type {(inputs: Owner_Short_Link_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dein-name`)
};

const pt_br2_owner_short_link_placeholder = /** @type {(inputs: Owner_Short_Link_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seu-nome`)
};

const it_owner_short_link_placeholder = /** @type {(inputs: Owner_Short_Link_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il-tuo-nome`)
};

const ar_owner_short_link_placeholder = /** @type {(inputs: Owner_Short_Link_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your-name`)
};

/**
* | output |
* | --- |
* | "your-name" |
*
* @param {Owner_Short_Link_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_short_link_placeholder = /** @type {((inputs?: Owner_Short_Link_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Short_Link_PlaceholderInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_short_link_placeholder(inputs)
	if (locale === "fr") return fr_owner_short_link_placeholder(inputs)
	if (locale === "de") return de_owner_short_link_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_owner_short_link_placeholder(inputs)
	if (locale === "it") return it_owner_short_link_placeholder(inputs)
	if (locale === "ar") return ar_owner_short_link_placeholder(inputs)
	return en_owner_short_link_placeholder(inputs)
});