/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_Card_TipsInputs */

const en_dash_no_card_tips = /** @type {(inputs: Dash_No_Card_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card tips yet`)
};

const es_dash_no_card_tips = /** @type {(inputs: Dash_No_Card_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay propinas con tarjeta`)
};

const fr_dash_no_card_tips = /** @type {(inputs: Dash_No_Card_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun pourboire par carte pour l’instant`)
};

const de_dash_no_card_tips = /** @type {(inputs: Dash_No_Card_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Trinkgeld per Karte`)
};

const pt_br2_dash_no_card_tips = /** @type {(inputs: Dash_No_Card_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem gorjetas no cartão`)
};

const it_dash_no_card_tips = /** @type {(inputs: Dash_No_Card_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna mancia con carta`)
};

const ar_dash_no_card_tips = /** @type {(inputs: Dash_No_Card_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا إكراميات بالبطاقة بعد`)
};

/**
* | output |
* | --- |
* | "No card tips yet" |
*
* @param {Dash_No_Card_TipsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_no_card_tips = /** @type {((inputs?: Dash_No_Card_TipsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_Card_TipsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_no_card_tips(inputs)
	if (locale === "fr") return fr_dash_no_card_tips(inputs)
	if (locale === "de") return de_dash_no_card_tips(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_card_tips(inputs)
	if (locale === "it") return it_dash_no_card_tips(inputs)
	if (locale === "ar") return ar_dash_no_card_tips(inputs)
	return en_dash_no_card_tips(inputs)
});