/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cash_P1Inputs */

const en_landing_cash_p1 = /** @type {(inputs: Landing_Cash_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They stop, they listen, they love it, and then they pat their pockets. When nobody carries coins, the open guitar case stays empty.`)
};

const es_landing_cash_p1 = /** @type {(inputs: Landing_Cash_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se paran, escuchan, les encanta y luego se palpan los bolsillos. Cuando nadie lleva monedas, la funda abierta de la guitarra se queda vacía.`)
};

const fr_landing_cash_p1 = /** @type {(inputs: Landing_Cash_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ils s'arrêtent, ils écoutent, ils adorent, puis ils tâtent leurs poches. Quand personne n'a de pièces, l'étui de guitare ouvert reste vide.`)
};

const de_landing_cash_p1 = /** @type {(inputs: Landing_Cash_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie bleiben stehen, hören zu, sind begeistert, und dann klopfen sie ihre Taschen ab. Wenn niemand Münzen dabeihat, bleibt der offene Gitarrenkoffer leer.`)
};

const pt_br2_landing_cash_p1 = /** @type {(inputs: Landing_Cash_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eles param, escutam, adoram e aí apalpam os bolsos. Quando ninguém anda com moedas, o case aberto do violão fica vazio.`)
};

const it_landing_cash_p1 = /** @type {(inputs: Landing_Cash_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si fermano, ascoltano, adorano e poi si tastano le tasche. Quando nessuno ha monete, la custodia aperta della chitarra resta vuota.`)
};

const ar_landing_cash_p1 = /** @type {(inputs: Landing_Cash_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتوقفون ويستمعون ويُعجبون، ثم يتحسسون جيوبهم. حين لا يحمل أحد عملات معدنية، تبقى حقيبة الغيتار المفتوحة فارغة.`)
};

/**
* | output |
* | --- |
* | "They stop, they listen, they love it, and then they pat their pockets. When nobody carries coins, the open guitar case stays empty." |
*
* @param {Landing_Cash_P1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cash_p1 = /** @type {((inputs?: Landing_Cash_P1Inputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cash_P1Inputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cash_p1(inputs)
	if (locale === "fr") return fr_landing_cash_p1(inputs)
	if (locale === "de") return de_landing_cash_p1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cash_p1(inputs)
	if (locale === "it") return it_landing_cash_p1(inputs)
	if (locale === "ar") return ar_landing_cash_p1(inputs)
	return en_landing_cash_p1(inputs)
});