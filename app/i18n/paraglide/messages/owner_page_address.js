/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Page_AddressInputs */

const en_owner_page_address = /** @type {(inputs: Owner_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your page address`)
};

const es_owner_page_address = /** @type {(inputs: Owner_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de tu página`)
};

const fr_owner_page_address = /** @type {(inputs: Owner_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse de votre page`)
};

const de_owner_page_address = /** @type {(inputs: Owner_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Adresse deiner Seite`)
};

const pt_br2_owner_page_address = /** @type {(inputs: Owner_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço da sua página`)
};

const it_owner_page_address = /** @type {(inputs: Owner_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’indirizzo della tua pagina`)
};

const ar_owner_page_address = /** @type {(inputs: Owner_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان صفحتك`)
};

/**
* | output |
* | --- |
* | "Your page address" |
*
* @param {Owner_Page_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_page_address = /** @type {((inputs?: Owner_Page_AddressInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Page_AddressInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_page_address(inputs)
	if (locale === "fr") return fr_owner_page_address(inputs)
	if (locale === "de") return de_owner_page_address(inputs)
	if (locale === "pt-BR") return pt_br2_owner_page_address(inputs)
	if (locale === "it") return it_owner_page_address(inputs)
	if (locale === "ar") return ar_owner_page_address(inputs)
	return en_owner_page_address(inputs)
});