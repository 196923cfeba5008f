/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cash_P2Inputs */

const en_landing_cash_p2 = /** @type {(inputs: Landing_Cash_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped turns the phone already in their hand into your tip jar: one scan of your QR code, and every way to pay you is right there.`)
};

const es_landing_cash_p2 = /** @type {(inputs: Landing_Cash_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped convierte el teléfono que ya tienen en la mano en tu bote de propinas: un escaneo de tu código QR y todas las formas de pagarte están ahí.`)
};

const fr_landing_cash_p2 = /** @type {(inputs: Landing_Cash_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped transforme le téléphone qu'ils ont déjà en main en pot à pourboires : un scan de votre QR code, et tous les moyens de vous payer sont là.`)
};

const de_landing_cash_p2 = /** @type {(inputs: Landing_Cash_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped macht das Handy, das sie schon in der Hand halten, zu deiner Trinkgeldkasse: ein Scan deines QR-Codes, und alle Wege, dich zu bezahlen, sind da.`)
};

const pt_br2_landing_cash_p2 = /** @type {(inputs: Landing_Cash_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Tipped transforma o celular que já está na mão deles no seu pote de gorjetas: um escaneamento do seu QR code e todas as formas de te pagar estão ali.`)
};

const it_landing_cash_p2 = /** @type {(inputs: Landing_Cash_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped trasforma il telefono che hanno già in mano nel tuo barattolo delle mance: una scansione del tuo codice QR e tutti i modi per pagarti sono lì.`)
};

const ar_landing_cash_p2 = /** @type {(inputs: Landing_Cash_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحوّل Tipped الهاتف الذي في أيديهم أصلًا إلى جرّة بقشيشك: مسحة واحدة لرمز QR الخاص بك، وكل طرق الدفع لك أمامهم.`)
};

/**
* | output |
* | --- |
* | "Tipped turns the phone already in their hand into your tip jar: one scan of your QR code, and every way to pay you is right there." |
*
* @param {Landing_Cash_P2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cash_p2 = /** @type {((inputs?: Landing_Cash_P2Inputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cash_P2Inputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cash_p2(inputs)
	if (locale === "fr") return fr_landing_cash_p2(inputs)
	if (locale === "de") return de_landing_cash_p2(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cash_p2(inputs)
	if (locale === "it") return it_landing_cash_p2(inputs)
	if (locale === "ar") return ar_landing_cash_p2(inputs)
	return en_landing_cash_p2(inputs)
});