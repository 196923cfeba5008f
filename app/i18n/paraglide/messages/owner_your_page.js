/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Your_PageInputs */

const en_owner_your_page = /** @type {(inputs: Owner_Your_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your page:`)
};

const es_owner_your_page = /** @type {(inputs: Owner_Your_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu página:`)
};

const fr_owner_your_page = /** @type {(inputs: Owner_Your_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre page :`)
};

const de_owner_your_page = /** @type {(inputs: Owner_Your_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Seite:`)
};

const pt_br2_owner_your_page = /** @type {(inputs: Owner_Your_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua página:`)
};

const it_owner_your_page = /** @type {(inputs: Owner_Your_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua pagina:`)
};

const ar_owner_your_page = /** @type {(inputs: Owner_Your_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحتك:`)
};

/**
* | output |
* | --- |
* | "Your page:" |
*
* @param {Owner_Your_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_your_page = /** @type {((inputs?: Owner_Your_PageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Your_PageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_your_page(inputs)
	if (locale === "fr") return fr_owner_your_page(inputs)
	if (locale === "de") return de_owner_your_page(inputs)
	if (locale === "pt-BR") return pt_br2_owner_your_page(inputs)
	if (locale === "it") return it_owner_your_page(inputs)
	if (locale === "ar") return ar_owner_your_page(inputs)
	return en_owner_your_page(inputs)
});