/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Mail_Language_HintInputs */

const en_settings_mail_language_hint = /** @type {(inputs: Settings_Mail_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password resets, confirmations and notices from Tipped come in this language.`)
};

const es_settings_mail_language_hint = /** @type {(inputs: Settings_Mail_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los restablecimientos de contraseña, las confirmaciones y los avisos de Tipped llegan en este idioma.`)
};

const fr_settings_mail_language_hint = /** @type {(inputs: Settings_Mail_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les réinitialisations de mot de passe, confirmations et avis de Tipped arrivent dans cette langue.`)
};

const de_settings_mail_language_hint = /** @type {(inputs: Settings_Mail_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort-Resets, Bestätigungen und Hinweise von Tipped kommen in dieser Sprache.`)
};

const pt_br2_settings_mail_language_hint = /** @type {(inputs: Settings_Mail_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefinições de senha, confirmações e avisos do Tipped chegam neste idioma.`)
};

const it_settings_mail_language_hint = /** @type {(inputs: Settings_Mail_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reimpostazioni della password, conferme e avvisi di Tipped arrivano in questa lingua.`)
};

const ar_settings_mail_language_hint = /** @type {(inputs: Settings_Mail_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصلك رسائل إعادة تعيين كلمة المرور والتأكيد والإشعارات من Tipped بهذه اللغة.`)
};

/**
* | output |
* | --- |
* | "Password resets, confirmations and notices from Tipped come in this language." |
*
* @param {Settings_Mail_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_hint = /** @type {((inputs?: Settings_Mail_Language_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Mail_Language_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_mail_language_hint(inputs)
	if (locale === "fr") return fr_settings_mail_language_hint(inputs)
	if (locale === "de") return de_settings_mail_language_hint(inputs)
	if (locale === "pt-BR") return pt_br2_settings_mail_language_hint(inputs)
	if (locale === "it") return it_settings_mail_language_hint(inputs)
	if (locale === "ar") return ar_settings_mail_language_hint(inputs)
	return en_settings_mail_language_hint(inputs)
});