/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Create_PageInputs */

const en_landing_create_page = /** @type {(inputs: Landing_Create_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your page`)
};

const es_landing_create_page = /** @type {(inputs: Landing_Create_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu página`)
};

const fr_landing_create_page = /** @type {(inputs: Landing_Create_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez votre page`)
};

const de_landing_create_page = /** @type {(inputs: Landing_Create_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstelle deine Seite`)
};

const pt_br2_landing_create_page = /** @type {(inputs: Landing_Create_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie sua página`)
};

const it_landing_create_page = /** @type {(inputs: Landing_Create_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea la tua pagina`)
};

const ar_landing_create_page = /** @type {(inputs: Landing_Create_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ صفحتك`)
};

/**
* | output |
* | --- |
* | "Create your page" |
*
* @param {Landing_Create_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_create_page = /** @type {((inputs?: Landing_Create_PageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Create_PageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_create_page(inputs)
	if (locale === "fr") return fr_landing_create_page(inputs)
	if (locale === "de") return de_landing_create_page(inputs)
	if (locale === "pt-BR") return pt_br2_landing_create_page(inputs)
	if (locale === "it") return it_landing_create_page(inputs)
	if (locale === "ar") return ar_landing_create_page(inputs)
	return en_landing_create_page(inputs)
});