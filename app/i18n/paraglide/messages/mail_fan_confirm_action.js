/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Fan_Confirm_ActionInputs */

const en_mail_fan_confirm_action = /** @type {(inputs: Mail_Fan_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

const es_mail_fan_confirm_action = /** @type {(inputs: Mail_Fan_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

const fr_mail_fan_confirm_action = /** @type {(inputs: Mail_Fan_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer`)
};

const de_mail_fan_confirm_action = /** @type {(inputs: Mail_Fan_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

const pt_br2_mail_fan_confirm_action = /** @type {(inputs: Mail_Fan_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

const it_mail_fan_confirm_action = /** @type {(inputs: Mail_Fan_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma`)
};

const ar_mail_fan_confirm_action = /** @type {(inputs: Mail_Fan_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد`)
};

/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Mail_Fan_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_fan_confirm_action = /** @type {((inputs?: Mail_Fan_Confirm_ActionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fan_Confirm_ActionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_fan_confirm_action(inputs)
	if (locale === "fr") return fr_mail_fan_confirm_action(inputs)
	if (locale === "de") return de_mail_fan_confirm_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fan_confirm_action(inputs)
	if (locale === "it") return it_mail_fan_confirm_action(inputs)
	if (locale === "ar") return ar_mail_fan_confirm_action(inputs)
	return en_mail_fan_confirm_action(inputs)
});