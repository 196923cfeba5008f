/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Undo_ExplainInputs */

const en_undo_explain = /** @type {(inputs: Undo_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account gets this mail's address back, and every device is signed out.`)
};

const es_undo_explain = /** @type {(inputs: Undo_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta recupera la dirección de este correo y se cierra la sesión en todos los dispositivos.`)
};

const fr_undo_explain = /** @type {(inputs: Undo_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte retrouve l'adresse de ce message, et tous les appareils sont déconnectés.`)
};

const de_undo_explain = /** @type {(inputs: Undo_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto bekommt die Adresse dieser Mail zurück, und alle Geräte werden abgemeldet.`)
};

const pt_br2_undo_explain = /** @type {(inputs: Undo_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta recupera o endereço deste e-mail, e todos os dispositivos são desconectados.`)
};

const it_undo_explain = /** @type {(inputs: Undo_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account riprende l'indirizzo di questa email e tutti i dispositivi vengono disconnessi.`)
};

const ar_undo_explain = /** @type {(inputs: Undo_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستعيد حسابك عنوان هذه الرسالة، ويتم تسجيل الخروج من كل الأجهزة.`)
};

/**
* | output |
* | --- |
* | "Your account gets this mail's address back, and every device is signed out." |
*
* @param {Undo_ExplainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const undo_explain = /** @type {((inputs?: Undo_ExplainInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Undo_ExplainInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_undo_explain(inputs)
	if (locale === "fr") return fr_undo_explain(inputs)
	if (locale === "de") return de_undo_explain(inputs)
	if (locale === "pt-BR") return pt_br2_undo_explain(inputs)
	if (locale === "it") return it_undo_explain(inputs)
	if (locale === "ar") return ar_undo_explain(inputs)
	return en_undo_explain(inputs)
});