/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Account_MenuInputs */

const en_nav_account_menu = /** @type {(inputs: Nav_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account menu`)
};

const es_nav_account_menu = /** @type {(inputs: Nav_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú de la cuenta`)
};

const fr_nav_account_menu = /** @type {(inputs: Nav_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu du compte`)
};

const de_nav_account_menu = /** @type {(inputs: Nav_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontomenü`)
};

const pt_br2_nav_account_menu = /** @type {(inputs: Nav_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu da conta`)
};

const it_nav_account_menu = /** @type {(inputs: Nav_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu dell'account`)
};

const ar_nav_account_menu = /** @type {(inputs: Nav_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائمة الحساب`)
};

/**
* | output |
* | --- |
* | "Account menu" |
*
* @param {Nav_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_account_menu = /** @type {((inputs?: Nav_Account_MenuInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Account_MenuInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_account_menu(inputs)
	if (locale === "fr") return fr_nav_account_menu(inputs)
	if (locale === "de") return de_nav_account_menu(inputs)
	if (locale === "pt-BR") return pt_br2_nav_account_menu(inputs)
	if (locale === "it") return it_nav_account_menu(inputs)
	if (locale === "ar") return ar_nav_account_menu(inputs)
	return en_nav_account_menu(inputs)
});