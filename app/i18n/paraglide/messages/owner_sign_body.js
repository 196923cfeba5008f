/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Sign_BodyInputs */

const en_owner_sign_body = /** @type {(inputs: Owner_Sign_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, the ways you accept tips and a QR code to your page, ready to print and tape to your case.`)
};

const es_owner_sign_body = /** @type {(inputs: Owner_Sign_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre, cómo aceptas propinas y un código QR a tu página, listo para imprimir y pegar en tu funda.`)
};

const fr_owner_sign_body = /** @type {(inputs: Owner_Sign_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom, vos moyens de paiement et un QR code vers votre page, prêt à imprimer et à coller sur votre étui.`)
};

const de_owner_sign_body = /** @type {(inputs: Owner_Sign_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Name, deine Trinkgeldwege und ein QR-Code zu deiner Seite, fertig zum Drucken und Ankleben.`)
};

const pt_br2_owner_sign_body = /** @type {(inputs: Owner_Sign_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu nome, as formas de gorjeta e um QR code para sua página, pronto para imprimir e colar no estojo.`)
};

const it_owner_sign_body = /** @type {(inputs: Owner_Sign_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo nome, i modi in cui accetti mance e un codice QR alla tua pagina, pronto da stampare e attaccare alla custodia.`)
};

const ar_owner_sign_body = /** @type {(inputs: Owner_Sign_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسمك وطرق قبولك للبقشيش ورمز QR لصفحتك، جاهزة للطباعة واللصق على حقيبتك.`)
};

/**
* | output |
* | --- |
* | "Your name, the ways you accept tips and a QR code to your page, ready to print and tape to your case." |
*
* @param {Owner_Sign_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_sign_body = /** @type {((inputs?: Owner_Sign_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Sign_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_sign_body(inputs)
	if (locale === "fr") return fr_owner_sign_body(inputs)
	if (locale === "de") return de_owner_sign_body(inputs)
	if (locale === "pt-BR") return pt_br2_owner_sign_body(inputs)
	if (locale === "it") return it_owner_sign_body(inputs)
	if (locale === "ar") return ar_owner_sign_body(inputs)
	return en_owner_sign_body(inputs)
});