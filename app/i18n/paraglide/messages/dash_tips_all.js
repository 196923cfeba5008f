/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tips_AllInputs */

const en_dash_tips_all = /** @type {(inputs: Dash_Tips_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All time`)
};

const es_dash_tips_all = /** @type {(inputs: Dash_Tips_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde el principio`)
};

const fr_dash_tips_all = /** @type {(inputs: Dash_Tips_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis le début`)
};

const de_dash_tips_all = /** @type {(inputs: Dash_Tips_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insgesamt`)
};

const pt_br2_dash_tips_all = /** @type {(inputs: Dash_Tips_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde o início`)
};

const it_dash_tips_all = /** @type {(inputs: Dash_Tips_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dall’inizio`)
};

const ar_dash_tips_all = /** @type {(inputs: Dash_Tips_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منذ البداية`)
};

/**
* | output |
* | --- |
* | "All time" |
*
* @param {Dash_Tips_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_tips_all = /** @type {((inputs?: Dash_Tips_AllInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tips_AllInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_tips_all(inputs)
	if (locale === "fr") return fr_dash_tips_all(inputs)
	if (locale === "de") return de_dash_tips_all(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tips_all(inputs)
	if (locale === "it") return it_dash_tips_all(inputs)
	if (locale === "ar") return ar_dash_tips_all(inputs)
	return en_dash_tips_all(inputs)
});