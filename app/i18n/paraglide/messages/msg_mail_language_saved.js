/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Mail_Language_SavedInputs */

const en_msg_mail_language_saved = /** @type {(inputs: Msg_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your emails will come in this language.`)
};

const es_msg_mail_language_saved = /** @type {(inputs: Msg_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus correos llegarán en este idioma.`)
};

const fr_msg_mail_language_saved = /** @type {(inputs: Msg_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos e-mails arriveront dans cette langue.`)
};

const de_msg_mail_language_saved = /** @type {(inputs: Msg_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mails kommen ab jetzt in dieser Sprache.`)
};

const pt_br2_msg_mail_language_saved = /** @type {(inputs: Msg_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus e-mails chegarão neste idioma.`)
};

const it_msg_mail_language_saved = /** @type {(inputs: Msg_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue email arriveranno in questa lingua.`)
};

const ar_msg_mail_language_saved = /** @type {(inputs: Msg_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ستصلك رسائلك بهذه اللغة.`)
};

/**
* | output |
* | --- |
* | "Your emails will come in this language." |
*
* @param {Msg_Mail_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_mail_language_saved = /** @type {((inputs?: Msg_Mail_Language_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Mail_Language_SavedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_mail_language_saved(inputs)
	if (locale === "fr") return fr_msg_mail_language_saved(inputs)
	if (locale === "de") return de_msg_mail_language_saved(inputs)
	if (locale === "pt-BR") return pt_br2_msg_mail_language_saved(inputs)
	if (locale === "it") return it_msg_mail_language_saved(inputs)
	if (locale === "ar") return ar_msg_mail_language_saved(inputs)
	return en_msg_mail_language_saved(inputs)
});