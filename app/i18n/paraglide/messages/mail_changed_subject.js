/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changed_SubjectInputs */

const en_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Tipped email address was changed`)
};

const es_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cambió la dirección de correo de tu cuenta de Tipped`)
};

const fr_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'adresse e-mail de votre compte Tipped a été modifiée`)
};

const de_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse deines Tipped-Kontos wurde geändert`)
};

const pt_br2_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço de e-mail da sua conta do Tipped foi alterado`)
};

const it_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'indirizzo email del tuo account Tipped è stato cambiato`)
};

const ar_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان بريدك الإلكتروني على Tipped`)
};

/**
* | output |
* | --- |
* | "Your Tipped email address was changed" |
*
* @param {Mail_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_changed_subject = /** @type {((inputs?: Mail_Changed_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_SubjectInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_subject(inputs)
	if (locale === "fr") return fr_mail_changed_subject(inputs)
	if (locale === "de") return de_mail_changed_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_subject(inputs)
	if (locale === "it") return it_mail_changed_subject(inputs)
	if (locale === "ar") return ar_mail_changed_subject(inputs)
	return en_mail_changed_subject(inputs)
});