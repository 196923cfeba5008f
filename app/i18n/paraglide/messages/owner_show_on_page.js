/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Show_On_PageInputs */

const en_owner_show_on_page = /** @type {(inputs: Owner_Show_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show on my page`)
};

const es_owner_show_on_page = /** @type {(inputs: Owner_Show_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar en mi página`)
};

const fr_owner_show_on_page = /** @type {(inputs: Owner_Show_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher sur ma page`)
};

const de_owner_show_on_page = /** @type {(inputs: Owner_Show_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf meiner Seite zeigen`)
};

const pt_br2_owner_show_on_page = /** @type {(inputs: Owner_Show_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar na minha página`)
};

const it_owner_show_on_page = /** @type {(inputs: Owner_Show_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra sulla mia pagina`)
};

const ar_owner_show_on_page = /** @type {(inputs: Owner_Show_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرضه على صفحتي`)
};

/**
* | output |
* | --- |
* | "Show on my page" |
*
* @param {Owner_Show_On_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_show_on_page = /** @type {((inputs?: Owner_Show_On_PageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Show_On_PageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_show_on_page(inputs)
	if (locale === "fr") return fr_owner_show_on_page(inputs)
	if (locale === "de") return de_owner_show_on_page(inputs)
	if (locale === "pt-BR") return pt_br2_owner_show_on_page(inputs)
	if (locale === "it") return it_owner_show_on_page(inputs)
	if (locale === "ar") return ar_owner_show_on_page(inputs)
	return en_owner_show_on_page(inputs)
});