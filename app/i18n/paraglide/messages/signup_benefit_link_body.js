/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Link_BodyInputs */

const en_signup_benefit_link_body = /** @type {(inputs: Signup_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo and the phone wallets, side by side.`)
};

const es_signup_benefit_link_body = /** @type {(inputs: Signup_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo y los monederos del móvil, uno al lado del otro.`)
};

const fr_signup_benefit_link_body = /** @type {(inputs: Signup_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo et les portefeuilles du téléphone, côte à côte.`)
};

const de_signup_benefit_link_body = /** @type {(inputs: Signup_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo und die Handy-Wallets, nebeneinander.`)
};

const pt_br2_signup_benefit_link_body = /** @type {(inputs: Signup_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo e as carteiras do celular, lado a lado.`)
};

const it_signup_benefit_link_body = /** @type {(inputs: Signup_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo e i wallet del telefono, uno accanto all'altro.`)
};

const ar_signup_benefit_link_body = /** @type {(inputs: Signup_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App وPayPal وVenmo ومحافظ الهاتف، جنبًا إلى جنب.`)
};

/**
* | output |
* | --- |
* | "Cash App, PayPal, Venmo and the phone wallets, side by side." |
*
* @param {Signup_Benefit_Link_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_link_body = /** @type {((inputs?: Signup_Benefit_Link_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Link_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_link_body(inputs)
	if (locale === "fr") return fr_signup_benefit_link_body(inputs)
	if (locale === "de") return de_signup_benefit_link_body(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_link_body(inputs)
	if (locale === "it") return it_signup_benefit_link_body(inputs)
	if (locale === "ar") return ar_signup_benefit_link_body(inputs)
	return en_signup_benefit_link_body(inputs)
});