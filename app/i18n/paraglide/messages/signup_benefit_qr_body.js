/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Qr_BodyInputs */

const en_signup_benefit_qr_body = /** @type {(inputs: Signup_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print it, tape it to your case, and let the crowd tip.`)
};

const es_signup_benefit_qr_body = /** @type {(inputs: Signup_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprímelo, pégalo en tu funda y deja que el público te dé propina.`)
};

const fr_signup_benefit_qr_body = /** @type {(inputs: Signup_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimez-le, collez-le sur votre étui et laissez le public donner.`)
};

const de_signup_benefit_qr_body = /** @type {(inputs: Signup_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Druck ihn aus, kleb ihn an deinen Koffer und lass das Publikum Trinkgeld geben.`)
};

const pt_br2_signup_benefit_qr_body = /** @type {(inputs: Signup_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprima, cole no seu case e deixe o público dar gorjeta.`)
};

const it_signup_benefit_qr_body = /** @type {(inputs: Signup_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stampalo, attaccalo alla custodia e lascia che il pubblico ti dia la mancia.`)
};

const ar_signup_benefit_qr_body = /** @type {(inputs: Signup_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطبعه وألصقه على حقيبتك ودع الجمهور يمنحك البقشيش.`)
};

/**
* | output |
* | --- |
* | "Print it, tape it to your case, and let the crowd tip." |
*
* @param {Signup_Benefit_Qr_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_qr_body = /** @type {((inputs?: Signup_Benefit_Qr_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Qr_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_qr_body(inputs)
	if (locale === "fr") return fr_signup_benefit_qr_body(inputs)
	if (locale === "de") return de_signup_benefit_qr_body(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_qr_body(inputs)
	if (locale === "it") return it_signup_benefit_qr_body(inputs)
	if (locale === "ar") return ar_signup_benefit_qr_body(inputs)
	return en_signup_benefit_qr_body(inputs)
});