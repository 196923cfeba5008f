/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_FootnoteInputs */

const en_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link expires in 1 hour. If you did not sign up for Tipped, ignore this mail.`)
};

const es_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace caduca en 1 hora. Si no te registraste en Tipped, ignora este correo.`)
};

const fr_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien expire dans 1 heure. Si vous ne vous êtes pas inscrit sur Tipped, ignorez ce message.`)
};

const de_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link läuft in 1 Stunde ab. Wenn du dich nicht bei Tipped registriert hast, ignoriere diese Mail.`)
};

const pt_br2_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O link expira em 1 hora. Se você não se cadastrou no Tipped, ignore este e-mail.`)
};

const it_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il link scade tra 1 ora. Se non ti sei registrato su Tipped, ignora questa email.`)
};

const ar_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنتهي صلاحية الرابط خلال ساعة. إن لم تسجّل في Tipped، فتجاهل هذه الرسالة.`)
};

/**
* | output |
* | --- |
* | "The link expires in 1 hour. If you did not sign up for Tipped, ignore this mail." |
*
* @param {Mail_Verify_FootnoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_verify_footnote = /** @type {((inputs?: Mail_Verify_FootnoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_FootnoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_verify_footnote(inputs)
	if (locale === "fr") return fr_mail_verify_footnote(inputs)
	if (locale === "de") return de_mail_verify_footnote(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verify_footnote(inputs)
	if (locale === "it") return it_mail_verify_footnote(inputs)
	if (locale === "ar") return ar_mail_verify_footnote(inputs)
	return en_mail_verify_footnote(inputs)
});