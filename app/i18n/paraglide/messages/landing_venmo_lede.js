/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Venmo_LedeInputs */

const en_landing_venmo_lede = /** @type {(inputs: Landing_Venmo_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Splitting a dinner bill, paying a friend back: people send money with Venmo, Cash App and PayPal every day. Tipped puts your Venmo next to the others, so a fan tips you in the app they already use.`)
};

const es_landing_venmo_lede = /** @type {(inputs: Landing_Venmo_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dividir la cuenta de una cena, devolverle dinero a un amigo: la gente envía dinero con Venmo, Cash App y PayPal todos los días. Tipped pone tu Venmo junto a los demás, para que un fan te dé propina con la app que ya usa.`)
};

const fr_landing_venmo_lede = /** @type {(inputs: Landing_Venmo_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager l'addition d'un dîner, rembourser un ami : les gens envoient de l'argent avec Venmo, Cash App et PayPal tous les jours. Tipped met votre Venmo à côté des autres, pour qu'un fan vous donne un pourboire dans l'appli qu'il utilise déjà.`)
};

const de_landing_venmo_lede = /** @type {(inputs: Landing_Venmo_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnung beim Abendessen teilen, einem Freund Geld zurückgeben: Menschen schicken jeden Tag Geld mit Venmo, Cash App und PayPal. Tipped stellt dein Venmo neben die anderen, damit ein Fan dir in der App Trinkgeld gibt, die er schon nutzt.`)
};

const pt_br2_landing_venmo_lede = /** @type {(inputs: Landing_Venmo_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dividir a conta do jantar, devolver o dinheiro de um amigo: as pessoas mandam dinheiro com Venmo, Cash App e PayPal todos os dias. O Tipped coloca seu Venmo ao lado dos outros, para que um fã te dê gorjeta no app que já usa.`)
};

const it_landing_venmo_lede = /** @type {(inputs: Landing_Venmo_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dividere il conto di una cena, restituire soldi a un amico: le persone inviano denaro con Venmo, Cash App e PayPal ogni giorno. Tipped mette il tuo Venmo accanto agli altri, così un fan ti lascia la mancia nell'app che usa già.`)
};

const ar_landing_venmo_lede = /** @type {(inputs: Landing_Venmo_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقسيم فاتورة عشاء، أو ردّ مال لصديق: يرسل الناس المال عبر Venmo وCash App وPayPal كل يوم. يضع Tipped حسابك على Venmo بجانب الحسابات الأخرى، ليعطيك المعجب البقشيش من التطبيق الذي يستخدمه أصلًا.`)
};

/**
* | output |
* | --- |
* | "Splitting a dinner bill, paying a friend back: people send money with Venmo, Cash App and PayPal every day. Tipped puts your Venmo next to the others, so a f..." |
*
* @param {Landing_Venmo_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_venmo_lede = /** @type {((inputs?: Landing_Venmo_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Venmo_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_venmo_lede(inputs)
	if (locale === "fr") return fr_landing_venmo_lede(inputs)
	if (locale === "de") return de_landing_venmo_lede(inputs)
	if (locale === "pt-BR") return pt_br2_landing_venmo_lede(inputs)
	if (locale === "it") return it_landing_venmo_lede(inputs)
	if (locale === "ar") return ar_landing_venmo_lede(inputs)
	return en_landing_venmo_lede(inputs)
});