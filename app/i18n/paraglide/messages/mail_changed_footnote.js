/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changed_FootnoteInputs */

const en_mail_changed_footnote = /** @type {(inputs: Mail_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you made this change, ignore this mail. The link works once, for 7 days; it gives the account this address back and signs out every device.`)
};

const es_mail_changed_footnote = /** @type {(inputs: Mail_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si hiciste este cambio, ignora este correo. El enlace funciona una vez, durante 7 días; devuelve esta dirección a la cuenta y cierra la sesión en todos los dispositivos.`)
};

const fr_mail_changed_footnote = /** @type {(inputs: Mail_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous avez fait ce changement, ignorez ce message. Le lien fonctionne une fois, pendant 7 jours ; il redonne cette adresse au compte et déconnecte tous les appareils.`)
};

const de_mail_changed_footnote = /** @type {(inputs: Mail_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du die Änderung selbst vorgenommen hast, ignoriere diese Mail. Der Link funktioniert einmal, 7 Tage lang; er gibt dem Konto diese Adresse zurück und meldet alle Geräte ab.`)
};

const pt_br2_mail_changed_footnote = /** @type {(inputs: Mail_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se foi você quem fez a alteração, ignore este e-mail. O link funciona uma vez, por 7 dias; ele devolve este endereço à conta e desconecta todos os dispositivos.`)
};

const it_mail_changed_footnote = /** @type {(inputs: Mail_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se hai fatto tu questa modifica, ignora questa email. Il link funziona una volta, per 7 giorni; restituisce questo indirizzo all'account e disconnette tutti i dispositivi.`)
};

const ar_mail_changed_footnote = /** @type {(inputs: Mail_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن كنت أنت من أجرى هذا التغيير، فتجاهل هذه الرسالة. يعمل الرابط مرة واحدة، لمدة 7 أيام؛ ويعيد هذا العنوان إلى الحساب ويسجّل الخروج من كل الأجهزة.`)
};

/**
* | output |
* | --- |
* | "If you made this change, ignore this mail. The link works once, for 7 days; it gives the account this address back and signs out every device." |
*
* @param {Mail_Changed_FootnoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_changed_footnote = /** @type {((inputs?: Mail_Changed_FootnoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_FootnoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_footnote(inputs)
	if (locale === "fr") return fr_mail_changed_footnote(inputs)
	if (locale === "de") return de_mail_changed_footnote(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_footnote(inputs)
	if (locale === "it") return it_mail_changed_footnote(inputs)
	if (locale === "ar") return ar_mail_changed_footnote(inputs)
	return en_mail_changed_footnote(inputs)
});