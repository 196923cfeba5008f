/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_NumberInputs */

const en_profile_tip_number = /** @type {(inputs: Profile_Tip_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the amount as a number, like 5 or 7.50.`)
};

const es_profile_tip_number = /** @type {(inputs: Profile_Tip_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el importe como un número, por ejemplo 5 o 7,50.`)
};

const fr_profile_tip_number = /** @type {(inputs: Profile_Tip_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le montant en chiffres, par exemple 5 ou 7,50.`)
};

const de_profile_tip_number = /** @type {(inputs: Profile_Tip_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Betrag als Zahl ein, etwa 5 oder 7,50.`)
};

const pt_br2_profile_tip_number = /** @type {(inputs: Profile_Tip_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o valor como número, por exemplo 5 ou 7,50.`)
};

const it_profile_tip_number = /** @type {(inputs: Profile_Tip_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrivi l'importo come numero, ad esempio 5 o 7,50.`)
};

const ar_profile_tip_number = /** @type {(inputs: Profile_Tip_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب المبلغ رقمًا، مثل 5 أو 7.50.`)
};

/**
* | output |
* | --- |
* | "Type the amount as a number, like 5 or 7.50." |
*
* @param {Profile_Tip_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_number = /** @type {((inputs?: Profile_Tip_NumberInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_NumberInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_number(inputs)
	if (locale === "fr") return fr_profile_tip_number(inputs)
	if (locale === "de") return de_profile_tip_number(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_number(inputs)
	if (locale === "it") return it_profile_tip_number(inputs)
	if (locale === "ar") return ar_profile_tip_number(inputs)
	return en_profile_tip_number(inputs)
});