/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Recent_TipsInputs */

const en_dash_recent_tips = /** @type {(inputs: Dash_Recent_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent tips`)
};

const es_dash_recent_tips = /** @type {(inputs: Dash_Recent_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propinas recientes`)
};

const fr_dash_recent_tips = /** @type {(inputs: Dash_Recent_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboires récents`)
};

const de_dash_recent_tips = /** @type {(inputs: Dash_Recent_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste Trinkgelder`)
};

const pt_br2_dash_recent_tips = /** @type {(inputs: Dash_Recent_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas recentes`)
};

const it_dash_recent_tips = /** @type {(inputs: Dash_Recent_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mance recenti`)
};

const ar_dash_recent_tips = /** @type {(inputs: Dash_Recent_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحدث الإكراميات`)
};

/**
* | output |
* | --- |
* | "Recent tips" |
*
* @param {Dash_Recent_TipsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_recent_tips = /** @type {((inputs?: Dash_Recent_TipsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Recent_TipsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_recent_tips(inputs)
	if (locale === "fr") return fr_dash_recent_tips(inputs)
	if (locale === "de") return de_dash_recent_tips(inputs)
	if (locale === "pt-BR") return pt_br2_dash_recent_tips(inputs)
	if (locale === "it") return it_dash_recent_tips(inputs)
	if (locale === "ar") return ar_dash_recent_tips(inputs)
	return en_dash_recent_tips(inputs)
});