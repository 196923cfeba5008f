/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Fan_Confirm_FootnoteInputs */

const en_mail_fan_confirm_footnote = /** @type {(inputs: Mail_Fan_Confirm_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link expires in 24 hours. If you did not sign up, ignore this mail: you will not be added and get nothing more.`)
};

const es_mail_fan_confirm_footnote = /** @type {(inputs: Mail_Fan_Confirm_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace caduca en 24 horas. Si no te suscribiste, ignora este correo: no se te añadirá y no recibirás nada más.`)
};

const fr_mail_fan_confirm_footnote = /** @type {(inputs: Mail_Fan_Confirm_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien expire dans 24 heures. Si vous ne vous êtes pas inscrit, ignorez ce message : vous ne serez pas ajouté et ne recevrez rien d'autre.`)
};

const de_mail_fan_confirm_footnote = /** @type {(inputs: Mail_Fan_Confirm_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link läuft in 24 Stunden ab. Wenn du dich nicht angemeldet hast, ignoriere diese Mail: Du wirst nicht eingetragen und bekommst nichts mehr.`)
};

const pt_br2_mail_fan_confirm_footnote = /** @type {(inputs: Mail_Fan_Confirm_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O link expira em 24 horas. Se você não se inscreveu, ignore este e-mail: você não será adicionado e não receberá mais nada.`)
};

const it_mail_fan_confirm_footnote = /** @type {(inputs: Mail_Fan_Confirm_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il link scade tra 24 ore. Se non ti sei iscritto, ignora questa email: non verrai aggiunto e non riceverai altro.`)
};

const ar_mail_fan_confirm_footnote = /** @type {(inputs: Mail_Fan_Confirm_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنتهي صلاحية الرابط خلال 24 ساعة. إن لم تشترك، فتجاهل هذه الرسالة: لن تُضاف ولن يصلك شيء آخر.`)
};

/**
* | output |
* | --- |
* | "The link expires in 24 hours. If you did not sign up, ignore this mail: you will not be added and get nothing more." |
*
* @param {Mail_Fan_Confirm_FootnoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_fan_confirm_footnote = /** @type {((inputs?: Mail_Fan_Confirm_FootnoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fan_Confirm_FootnoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_fan_confirm_footnote(inputs)
	if (locale === "fr") return fr_mail_fan_confirm_footnote(inputs)
	if (locale === "de") return de_mail_fan_confirm_footnote(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fan_confirm_footnote(inputs)
	if (locale === "it") return it_mail_fan_confirm_footnote(inputs)
	if (locale === "ar") return ar_mail_fan_confirm_footnote(inputs)
	return en_mail_fan_confirm_footnote(inputs)
});