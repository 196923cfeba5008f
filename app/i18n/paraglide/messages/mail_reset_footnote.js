/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_FootnoteInputs */

const en_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same.`)
};

const es_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace funciona una sola vez y caduca en 1 hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.`)
};

const fr_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien ne fonctionne qu'une fois et expire dans 1 heure. Si vous ne l'avez pas demandé, ignorez ce message : votre mot de passe reste le même.`)
};

const de_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du ihn nicht angefordert hast, ignoriere diese Mail: Dein Passwort bleibt gleich.`)
};

const pt_br2_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O link funciona uma vez e expira em 1 hora. Se você não pediu, ignore este e-mail: sua senha continua a mesma.`)
};

const it_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il link funziona una sola volta e scade tra 1 ora. Se non l'hai chiesto tu, ignora questa email: la tua password resta la stessa.`)
};

const ar_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة. إن لم تطلبه، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`)
};

/**
* | output |
* | --- |
* | "The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same." |
*
* @param {Mail_Reset_FootnoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_reset_footnote = /** @type {((inputs?: Mail_Reset_FootnoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_FootnoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reset_footnote(inputs)
	if (locale === "fr") return fr_mail_reset_footnote(inputs)
	if (locale === "de") return de_mail_reset_footnote(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_footnote(inputs)
	if (locale === "it") return it_mail_reset_footnote(inputs)
	if (locale === "ar") return ar_mail_reset_footnote(inputs)
	return en_mail_reset_footnote(inputs)
});