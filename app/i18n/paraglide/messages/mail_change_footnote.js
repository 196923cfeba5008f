/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_FootnoteInputs */

const en_mail_change_footnote = /** @type {(inputs: Mail_Change_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link expires in 1 hour. Until you open it, your account keeps its old address. If you did not ask for this, ignore this mail.`)
};

const es_mail_change_footnote = /** @type {(inputs: Mail_Change_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace caduca en 1 hora. Hasta que lo abras, tu cuenta conserva su dirección anterior. Si no lo pediste, ignora este correo.`)
};

const fr_mail_change_footnote = /** @type {(inputs: Mail_Change_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien expire dans 1 heure. Tant que vous ne l'ouvrez pas, votre compte garde son ancienne adresse. Si vous ne l'avez pas demandé, ignorez ce message.`)
};

const de_mail_change_footnote = /** @type {(inputs: Mail_Change_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link läuft in 1 Stunde ab. Bis du ihn öffnest, behält dein Konto die alte Adresse. Wenn du das nicht angefordert hast, ignoriere diese Mail.`)
};

const pt_br2_mail_change_footnote = /** @type {(inputs: Mail_Change_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O link expira em 1 hora. Até você abri-lo, sua conta mantém o endereço antigo. Se você não pediu isso, ignore este e-mail.`)
};

const it_mail_change_footnote = /** @type {(inputs: Mail_Change_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il link scade tra 1 ora. Finché non lo apri, il tuo account mantiene il vecchio indirizzo. Se non l'hai chiesto tu, ignora questa email.`)
};

const ar_mail_change_footnote = /** @type {(inputs: Mail_Change_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنتهي صلاحية الرابط خلال ساعة. إلى أن تفتحه، يحتفظ حسابك بعنوانه القديم. إن لم تطلب ذلك، فتجاهل هذه الرسالة.`)
};

/**
* | output |
* | --- |
* | "The link expires in 1 hour. Until you open it, your account keeps its old address. If you did not ask for this, ignore this mail." |
*
* @param {Mail_Change_FootnoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_change_footnote = /** @type {((inputs?: Mail_Change_FootnoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_FootnoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_change_footnote(inputs)
	if (locale === "fr") return fr_mail_change_footnote(inputs)
	if (locale === "de") return de_mail_change_footnote(inputs)
	if (locale === "pt-BR") return pt_br2_mail_change_footnote(inputs)
	if (locale === "it") return it_mail_change_footnote(inputs)
	if (locale === "ar") return ar_mail_change_footnote(inputs)
	return en_mail_change_footnote(inputs)
});