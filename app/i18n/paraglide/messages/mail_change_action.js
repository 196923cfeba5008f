/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_ActionInputs */

const en_mail_change_action = /** @type {(inputs: Mail_Change_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the new address`)
};

const es_mail_change_action = /** @type {(inputs: Mail_Change_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar la nueva dirección`)
};

const fr_mail_change_action = /** @type {(inputs: Mail_Change_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer la nouvelle adresse`)
};

const de_mail_change_action = /** @type {(inputs: Mail_Change_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Adresse bestätigen`)
};

const pt_br2_mail_change_action = /** @type {(inputs: Mail_Change_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar o novo endereço`)
};

const it_mail_change_action = /** @type {(inputs: Mail_Change_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma il nuovo indirizzo`)
};

const ar_mail_change_action = /** @type {(inputs: Mail_Change_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد العنوان الجديد`)
};

/**
* | output |
* | --- |
* | "Confirm the new address" |
*
* @param {Mail_Change_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_change_action = /** @type {((inputs?: Mail_Change_ActionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_ActionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_change_action(inputs)
	if (locale === "fr") return fr_mail_change_action(inputs)
	if (locale === "de") return de_mail_change_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_change_action(inputs)
	if (locale === "it") return it_mail_change_action(inputs)
	if (locale === "ar") return ar_mail_change_action(inputs)
	return en_mail_change_action(inputs)
});