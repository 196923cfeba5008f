/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Code_RequiredInputs */

const en_msg_code_required = /** @type {(inputs: Msg_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code`)
};

const es_msg_code_required = /** @type {(inputs: Msg_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de 6 dígitos`)
};

const fr_msg_code_required = /** @type {(inputs: Msg_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres`)
};

const de_msg_code_required = /** @type {(inputs: Msg_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code ein`)
};

const pt_br2_msg_code_required = /** @type {(inputs: Msg_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o código de 6 dígitos`)
};

const it_msg_code_required = /** @type {(inputs: Msg_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci il codice a 6 cifre`)
};

const ar_msg_code_required = /** @type {(inputs: Msg_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل الرمز المكوّن من 6 أرقام`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code" |
*
* @param {Msg_Code_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_code_required = /** @type {((inputs?: Msg_Code_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Code_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_code_required(inputs)
	if (locale === "fr") return fr_msg_code_required(inputs)
	if (locale === "de") return de_msg_code_required(inputs)
	if (locale === "pt-BR") return pt_br2_msg_code_required(inputs)
	if (locale === "it") return it_msg_code_required(inputs)
	if (locale === "ar") return ar_msg_code_required(inputs)
	return en_msg_code_required(inputs)
});