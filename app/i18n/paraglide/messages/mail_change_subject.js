/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_SubjectInputs */

const en_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email for Tipped`)
};

const es_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu nuevo correo para Tipped`)
};

const fr_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvel e-mail pour Tipped`)
};

const de_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige deine neue E-Mail-Adresse für Tipped`)
};

const pt_br2_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme seu novo e-mail no Tipped`)
};

const it_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma la tua nuova email per Tipped`)
};

const ar_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد بريدك الإلكتروني الجديد على Tipped`)
};

/**
* | output |
* | --- |
* | "Confirm your new email for Tipped" |
*
* @param {Mail_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_change_subject = /** @type {((inputs?: Mail_Change_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_SubjectInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_change_subject(inputs)
	if (locale === "fr") return fr_mail_change_subject(inputs)
	if (locale === "de") return de_mail_change_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_change_subject(inputs)
	if (locale === "it") return it_mail_change_subject(inputs)
	if (locale === "ar") return ar_mail_change_subject(inputs)
	return en_mail_change_subject(inputs)
});