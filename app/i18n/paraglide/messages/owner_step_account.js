/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Step_AccountInputs */

const en_owner_step_account = /** @type {(inputs: Owner_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const es_owner_step_account = /** @type {(inputs: Owner_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta`)
};

const fr_owner_step_account = /** @type {(inputs: Owner_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

const de_owner_step_account = /** @type {(inputs: Owner_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

const pt_br2_owner_step_account = /** @type {(inputs: Owner_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta`)
};

const it_owner_step_account = /** @type {(inputs: Owner_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const ar_owner_step_account = /** @type {(inputs: Owner_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Owner_Step_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_step_account = /** @type {((inputs?: Owner_Step_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Step_AccountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_step_account(inputs)
	if (locale === "fr") return fr_owner_step_account(inputs)
	if (locale === "de") return de_owner_step_account(inputs)
	if (locale === "pt-BR") return pt_br2_owner_step_account(inputs)
	if (locale === "it") return it_owner_step_account(inputs)
	if (locale === "ar") return ar_owner_step_account(inputs)
	return en_owner_step_account(inputs)
});