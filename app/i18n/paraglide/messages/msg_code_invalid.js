/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Code_InvalidInputs */

const en_msg_code_invalid = /** @type {(inputs: Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code or a backup code`)
};

const es_msg_code_invalid = /** @type {(inputs: Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de 6 dígitos o un código de respaldo`)
};

const fr_msg_code_invalid = /** @type {(inputs: Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres ou un code de secours`)
};

const de_msg_code_invalid = /** @type {(inputs: Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code oder einen Backup-Code ein`)
};

const pt_br2_msg_code_invalid = /** @type {(inputs: Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o código de 6 dígitos ou um código de backup`)
};

const it_msg_code_invalid = /** @type {(inputs: Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci il codice a 6 cifre o un codice di backup`)
};

const ar_msg_code_invalid = /** @type {(inputs: Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل الرمز المكوّن من 6 أرقام أو رمزًا احتياطيًا`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code or a backup code" |
*
* @param {Msg_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_code_invalid = /** @type {((inputs?: Msg_Code_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Code_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_code_invalid(inputs)
	if (locale === "fr") return fr_msg_code_invalid(inputs)
	if (locale === "de") return de_msg_code_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_msg_code_invalid(inputs)
	if (locale === "it") return it_msg_code_invalid(inputs)
	if (locale === "ar") return ar_msg_code_invalid(inputs)
	return en_msg_code_invalid(inputs)
});