/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Payee_PlaceholderInputs */

const en_owner_payee_placeholder = /** @type {(inputs: Owner_Payee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As your bank knows you`)
};

const es_owner_payee_placeholder = /** @type {(inputs: Owner_Payee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como te conoce tu banco`)
};

const fr_owner_payee_placeholder = /** @type {(inputs: Owner_Payee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme votre banque vous connaît`)
};

const de_owner_payee_placeholder = /** @type {(inputs: Owner_Payee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie deine Bank dich kennt`)
};

const pt_br2_owner_payee_placeholder = /** @type {(inputs: Owner_Payee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como seu banco te conhece`)
};

const it_owner_payee_placeholder = /** @type {(inputs: Owner_Payee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come ti conosce la tua banca`)
};

const ar_owner_payee_placeholder = /** @type {(inputs: Owner_Payee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كما يعرفك بنكك`)
};

/**
* | output |
* | --- |
* | "As your bank knows you" |
*
* @param {Owner_Payee_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_payee_placeholder = /** @type {((inputs?: Owner_Payee_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Payee_PlaceholderInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_payee_placeholder(inputs)
	if (locale === "fr") return fr_owner_payee_placeholder(inputs)
	if (locale === "de") return de_owner_payee_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_owner_payee_placeholder(inputs)
	if (locale === "it") return it_owner_payee_placeholder(inputs)
	if (locale === "ar") return ar_owner_payee_placeholder(inputs)
	return en_owner_payee_placeholder(inputs)
});