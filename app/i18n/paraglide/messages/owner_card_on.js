/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_OnInputs */

const en_owner_card_on = /** @type {(inputs: Owner_Card_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card and wallet tips are on: your page shows them under your tip links.`)
};

const es_owner_card_on = /** @type {(inputs: Owner_Card_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las propinas con tarjeta y monedero están activas: tu página las muestra bajo tus enlaces.`)
};

const fr_owner_card_on = /** @type {(inputs: Owner_Card_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pourboires par carte et portefeuille sont actifs : votre page les affiche sous vos liens.`)
};

const de_owner_card_on = /** @type {(inputs: Owner_Card_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeld per Karte und Wallet ist an: deine Seite zeigt es unter deinen Links.`)
};

const pt_br2_owner_card_on = /** @type {(inputs: Owner_Card_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas com cartão e carteira ativas: sua página as mostra abaixo dos seus links.`)
};

const it_owner_card_on = /** @type {(inputs: Owner_Card_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mance con carta e wallet sono attive: la tua pagina le mostra sotto i tuoi link.`)
};

const ar_owner_card_on = /** @type {(inputs: Owner_Card_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البقشيش بالبطاقة والمحفظة مفعّل: تعرضه صفحتك تحت روابطك.`)
};

/**
* | output |
* | --- |
* | "Card and wallet tips are on: your page shows them under your tip links." |
*
* @param {Owner_Card_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_on = /** @type {((inputs?: Owner_Card_OnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_OnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_on(inputs)
	if (locale === "fr") return fr_owner_card_on(inputs)
	if (locale === "de") return de_owner_card_on(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_on(inputs)
	if (locale === "it") return it_owner_card_on(inputs)
	if (locale === "ar") return ar_owner_card_on(inputs)
	return en_owner_card_on(inputs)
});