/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Step2_IntroInputs */

const en_owner_step2_intro = /** @type {(inputs: Owner_Step2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we need to set up your page and your payouts. Your phone, address and tax ID are never shown on your page.`)
};

const es_owner_step2_intro = /** @type {(inputs: Owner_Step2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que necesitamos para crear tu página y tus cobros. Tu teléfono, dirección y NIF nunca aparecen en tu página.`)
};

const fr_owner_step2_intro = /** @type {(inputs: Owner_Step2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qu’il nous faut pour créer votre page et vos versements. Votre téléphone, votre adresse et votre numéro fiscal ne sont jamais affichés sur votre page.`)
};

const de_owner_step2_intro = /** @type {(inputs: Owner_Step2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was wir für deine Seite und deine Auszahlungen brauchen. Telefon, Adresse und Steuernummer erscheinen nie auf deiner Seite.`)
};

const pt_br2_owner_step2_intro = /** @type {(inputs: Owner_Step2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que precisamos para criar sua página e seus recebimentos. Seu telefone, endereço e CPF/CNPJ nunca aparecem na sua página.`)
};

const it_owner_step2_intro = /** @type {(inputs: Owner_Step2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciò che ci serve per creare la tua pagina e i tuoi pagamenti. Telefono, indirizzo e codice fiscale non compaiono mai sulla tua pagina.`)
};

const ar_owner_step2_intro = /** @type {(inputs: Owner_Step2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما نحتاجه لإعداد صفحتك ومدفوعاتك. لا يظهر هاتفك وعنوانك ورقمك الضريبي على صفحتك أبدًا.`)
};

/**
* | output |
* | --- |
* | "What we need to set up your page and your payouts. Your phone, address and tax ID are never shown on your page." |
*
* @param {Owner_Step2_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_step2_intro = /** @type {((inputs?: Owner_Step2_IntroInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Step2_IntroInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_step2_intro(inputs)
	if (locale === "fr") return fr_owner_step2_intro(inputs)
	if (locale === "de") return de_owner_step2_intro(inputs)
	if (locale === "pt-BR") return pt_br2_owner_step2_intro(inputs)
	if (locale === "it") return it_owner_step2_intro(inputs)
	if (locale === "ar") return ar_owner_step2_intro(inputs)
	return en_owner_step2_intro(inputs)
});