/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cash_TitleInputs */

const en_landing_cash_title = /** @type {(inputs: Landing_Cash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fewer people carry cash.`)
};

const es_landing_cash_title = /** @type {(inputs: Landing_Cash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada vez menos gente lleva efectivo.`)
};

const fr_landing_cash_title = /** @type {(inputs: Landing_Cash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De moins en moins de gens ont du liquide sur eux.`)
};

const de_landing_cash_title = /** @type {(inputs: Landing_Cash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immer weniger Menschen haben Bargeld dabei.`)
};

const pt_br2_landing_cash_title = /** @type {(inputs: Landing_Cash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada vez menos gente anda com dinheiro.`)
};

const it_landing_cash_title = /** @type {(inputs: Landing_Cash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sempre meno persone hanno contanti con sé.`)
};

const ar_landing_cash_title = /** @type {(inputs: Landing_Cash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عدد أقل من الناس يحملون النقود.`)
};

/**
* | output |
* | --- |
* | "Fewer people carry cash." |
*
* @param {Landing_Cash_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cash_title = /** @type {((inputs?: Landing_Cash_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cash_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cash_title(inputs)
	if (locale === "fr") return fr_landing_cash_title(inputs)
	if (locale === "de") return de_landing_cash_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cash_title(inputs)
	if (locale === "it") return it_landing_cash_title(inputs)
	if (locale === "ar") return ar_landing_cash_title(inputs)
	return en_landing_cash_title(inputs)
});