/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Hero_LedeInputs */

const en_landing_hero_lede = /** @type {(inputs: Landing_Hero_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One page with every way to tip you: Cash App, PayPal, Venmo, Apple Pay, Google Pay and Samsung Pay, next to your music, videos and upcoming shows. Share it as a link or a QR code.`)
};

const es_landing_hero_lede = /** @type {(inputs: Landing_Hero_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una página con todas las formas de darte propina: Cash App, PayPal, Venmo, Apple Pay, Google Pay y Samsung Pay, junto a tu música, tus vídeos y tus próximas actuaciones. Compártela como enlace o código QR.`)
};

const fr_landing_hero_lede = /** @type {(inputs: Landing_Hero_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une page avec tous les moyens de vous donner un pourboire : Cash App, PayPal, Venmo, Apple Pay, Google Pay et Samsung Pay, à côté de votre musique, de vos vidéos et de vos prochains spectacles. Partagez-la en lien ou en QR code.`)
};

const de_landing_hero_lede = /** @type {(inputs: Landing_Hero_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Seite mit allen Wegen, dir Trinkgeld zu geben: Cash App, PayPal, Venmo, Apple Pay, Google Pay und Samsung Pay, neben deiner Musik, deinen Videos und deinen nächsten Auftritten. Teile sie als Link oder QR-Code.`)
};

const pt_br2_landing_hero_lede = /** @type {(inputs: Landing_Hero_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma página com todas as formas de te dar gorjeta: Cash App, PayPal, Venmo, Apple Pay, Google Pay e Samsung Pay, ao lado da sua música, dos seus vídeos e dos seus próximos shows. Compartilhe como link ou QR code.`)
};

const it_landing_hero_lede = /** @type {(inputs: Landing_Hero_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pagina con tutti i modi per darti una mancia: Cash App, PayPal, Venmo, Apple Pay, Google Pay e Samsung Pay, accanto alla tua musica, ai tuoi video e ai tuoi prossimi spettacoli. Condividila come link o codice QR.`)
};

const ar_landing_hero_lede = /** @type {(inputs: Landing_Hero_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحة واحدة تجمع كل طرق إعطائك البقشيش: Cash App وPayPal وVenmo وApple Pay وGoogle Pay وSamsung Pay، بجانب موسيقاك وفيديوهاتك وعروضك القادمة. شاركها كرابط أو رمز QR.`)
};

/**
* | output |
* | --- |
* | "One page with every way to tip you: Cash App, PayPal, Venmo, Apple Pay, Google Pay and Samsung Pay, next to your music, videos and upcoming shows. Share it a..." |
*
* @param {Landing_Hero_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_hero_lede = /** @type {((inputs?: Landing_Hero_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Hero_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_hero_lede(inputs)
	if (locale === "fr") return fr_landing_hero_lede(inputs)
	if (locale === "de") return de_landing_hero_lede(inputs)
	if (locale === "pt-BR") return pt_br2_landing_hero_lede(inputs)
	if (locale === "it") return it_landing_hero_lede(inputs)
	if (locale === "ar") return ar_landing_hero_lede(inputs)
	return en_landing_hero_lede(inputs)
});