/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Venmo_TitleInputs */

const en_landing_venmo_title = /** @type {(inputs: Landing_Venmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your audience already pays with Venmo.`)
};

const es_landing_venmo_title = /** @type {(inputs: Landing_Venmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu público ya paga con Venmo.`)
};

const fr_landing_venmo_title = /** @type {(inputs: Landing_Venmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre public paie déjà avec Venmo.`)
};

const de_landing_venmo_title = /** @type {(inputs: Landing_Venmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Publikum zahlt schon mit Venmo.`)
};

const pt_br2_landing_venmo_title = /** @type {(inputs: Landing_Venmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu público já paga com Venmo.`)
};

const it_landing_venmo_title = /** @type {(inputs: Landing_Venmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo pubblico paga già con Venmo.`)
};

const ar_landing_venmo_title = /** @type {(inputs: Landing_Venmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جمهورك يدفع بالفعل عبر Venmo.`)
};

/**
* | output |
* | --- |
* | "Your audience already pays with Venmo." |
*
* @param {Landing_Venmo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_venmo_title = /** @type {((inputs?: Landing_Venmo_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Venmo_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_venmo_title(inputs)
	if (locale === "fr") return fr_landing_venmo_title(inputs)
	if (locale === "de") return de_landing_venmo_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_venmo_title(inputs)
	if (locale === "it") return it_landing_venmo_title(inputs)
	if (locale === "ar") return ar_landing_venmo_title(inputs)
	return en_landing_venmo_title(inputs)
});