/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Reset_SentInputs */

const en_msg_reset_sent = /** @type {(inputs: Msg_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account exists for that email, we sent a link. It works once, for 1 hour.`)
};

const es_msg_reset_sent = /** @type {(inputs: Msg_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si existe una cuenta con ese correo, te enviamos un enlace. Funciona una vez, durante 1 hora.`)
};

const fr_msg_reset_sent = /** @type {(inputs: Msg_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte existe pour cet e-mail, nous avons envoyé un lien. Il fonctionne une fois, pendant 1 heure.`)
};

const de_msg_reset_sent = /** @type {(inputs: Msg_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link geschickt. Er funktioniert einmal, 1 Stunde lang.`)
};

const pt_br2_msg_reset_sent = /** @type {(inputs: Msg_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se existir uma conta com esse e-mail, enviamos um link. Ele funciona uma vez, por 1 hora.`)
};

const it_msg_reset_sent = /** @type {(inputs: Msg_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se esiste un account con questa email, ti abbiamo inviato un link. Funziona una volta, per 1 ora.`)
};

const ar_msg_reset_sent = /** @type {(inputs: Msg_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا رابطًا. يعمل مرة واحدة، لمدة ساعة.`)
};

/**
* | output |
* | --- |
* | "If an account exists for that email, we sent a link. It works once, for 1 hour." |
*
* @param {Msg_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_reset_sent = /** @type {((inputs?: Msg_Reset_SentInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Reset_SentInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_reset_sent(inputs)
	if (locale === "fr") return fr_msg_reset_sent(inputs)
	if (locale === "de") return de_msg_reset_sent(inputs)
	if (locale === "pt-BR") return pt_br2_msg_reset_sent(inputs)
	if (locale === "it") return it_msg_reset_sent(inputs)
	if (locale === "ar") return ar_msg_reset_sent(inputs)
	return en_msg_reset_sent(inputs)
});