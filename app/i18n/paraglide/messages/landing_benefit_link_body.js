/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Link_BodyInputs */

const en_landing_benefit_link_body = /** @type {(inputs: Landing_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo and the wallets, side by side.`)
};

const es_landing_benefit_link_body = /** @type {(inputs: Landing_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo y los monederos, uno al lado del otro.`)
};

const fr_landing_benefit_link_body = /** @type {(inputs: Landing_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo et les portefeuilles, côte à côte.`)
};

const de_landing_benefit_link_body = /** @type {(inputs: Landing_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo und die Wallets, nebeneinander.`)
};

const pt_br2_landing_benefit_link_body = /** @type {(inputs: Landing_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo e as carteiras, lado a lado.`)
};

const it_landing_benefit_link_body = /** @type {(inputs: Landing_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App, PayPal, Venmo e i wallet, uno accanto all'altro.`)
};

const ar_landing_benefit_link_body = /** @type {(inputs: Landing_Benefit_Link_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash App وPayPal وVenmo والمحافظ، جنبًا إلى جنب.`)
};

/**
* | output |
* | --- |
* | "Cash App, PayPal, Venmo and the wallets, side by side." |
*
* @param {Landing_Benefit_Link_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_link_body = /** @type {((inputs?: Landing_Benefit_Link_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Link_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_link_body(inputs)
	if (locale === "fr") return fr_landing_benefit_link_body(inputs)
	if (locale === "de") return de_landing_benefit_link_body(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_link_body(inputs)
	if (locale === "it") return it_landing_benefit_link_body(inputs)
	if (locale === "ar") return ar_landing_benefit_link_body(inputs)
	return en_landing_benefit_link_body(inputs)
});