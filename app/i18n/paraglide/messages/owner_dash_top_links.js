/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_Top_LinksInputs */

const en_owner_dash_top_links = /** @type {(inputs: Owner_Dash_Top_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top Links`)
};

const es_owner_dash_top_links = /** @type {(inputs: Owner_Dash_Top_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlaces más usados`)
};

const fr_owner_dash_top_links = /** @type {(inputs: Owner_Dash_Top_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liens populaires`)
};

const de_owner_dash_top_links = /** @type {(inputs: Owner_Dash_Top_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top-Links`)
};

const pt_br2_owner_dash_top_links = /** @type {(inputs: Owner_Dash_Top_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links mais usados`)
};

const it_owner_dash_top_links = /** @type {(inputs: Owner_Dash_Top_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link più cliccati`)
};

const ar_owner_dash_top_links = /** @type {(inputs: Owner_Dash_Top_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكثر الروابط نقرًا`)
};

/**
* | output |
* | --- |
* | "Top Links" |
*
* @param {Owner_Dash_Top_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_top_links = /** @type {((inputs?: Owner_Dash_Top_LinksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_Top_LinksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_top_links(inputs)
	if (locale === "fr") return fr_owner_dash_top_links(inputs)
	if (locale === "de") return de_owner_dash_top_links(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_top_links(inputs)
	if (locale === "it") return it_owner_dash_top_links(inputs)
	if (locale === "ar") return ar_owner_dash_top_links(inputs)
	return en_owner_dash_top_links(inputs)
});