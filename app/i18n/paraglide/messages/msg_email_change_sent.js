/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Email_Change_SentInputs */

const en_msg_email_change_sent = /** @type {(inputs: Msg_Email_Change_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a link to the new address. Your email changes when you open it.`)
};

const es_msg_email_change_sent = /** @type {(inputs: Msg_Email_Change_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos un enlace a la nueva dirección. Tu correo cambia cuando lo abras.`)
};

const fr_msg_email_change_sent = /** @type {(inputs: Msg_Email_Change_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un lien à la nouvelle adresse. Votre e-mail change quand vous l'ouvrez.`)
};

const de_msg_email_change_sent = /** @type {(inputs: Msg_Email_Change_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben einen Link an die neue Adresse geschickt. Deine E-Mail-Adresse ändert sich, wenn du ihn öffnest.`)
};

const pt_br2_msg_email_change_sent = /** @type {(inputs: Msg_Email_Change_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos um link para o novo endereço. Seu e-mail muda quando você abri-lo.`)
};

const it_msg_email_change_sent = /** @type {(inputs: Msg_Email_Change_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbiamo inviato un link al nuovo indirizzo. La tua email cambia quando lo apri.`)
};

const ar_msg_email_change_sent = /** @type {(inputs: Msg_Email_Change_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسلنا رابطًا إلى العنوان الجديد. يتغير بريدك الإلكتروني عند فتحه.`)
};

/**
* | output |
* | --- |
* | "We sent a link to the new address. Your email changes when you open it." |
*
* @param {Msg_Email_Change_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_email_change_sent = /** @type {((inputs?: Msg_Email_Change_SentInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Email_Change_SentInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_email_change_sent(inputs)
	if (locale === "fr") return fr_msg_email_change_sent(inputs)
	if (locale === "de") return de_msg_email_change_sent(inputs)
	if (locale === "pt-BR") return pt_br2_msg_email_change_sent(inputs)
	if (locale === "it") return it_msg_email_change_sent(inputs)
	if (locale === "ar") return ar_msg_email_change_sent(inputs)
	return en_msg_email_change_sent(inputs)
});