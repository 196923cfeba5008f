/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, count: NonNullable<unknown> }} Dash_Fans_NewestInputs */

const en_dash_fans_newest = /** @type {(inputs: Dash_Fans_NewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The newest ${i?.shown} are shown; the CSV has all ${i?.count}.`)
};

const es_dash_fans_newest = /** @type {(inputs: Dash_Fans_NewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se muestran los ${i?.shown} más recientes; el CSV los tiene todos (${i?.count}).`)
};

const fr_dash_fans_newest = /** @type {(inputs: Dash_Fans_NewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.shown} plus récents sont affichés ; le CSV les contient tous (${i?.count}).`)
};

const de_dash_fans_newest = /** @type {(inputs: Dash_Fans_NewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die neuesten ${i?.shown} werden gezeigt; die CSV enthält alle ${i?.count}.`)
};

const pt_br2_dash_fans_newest = /** @type {(inputs: Dash_Fans_NewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os ${i?.shown} mais recentes aparecem aqui; o CSV tem todos os ${i?.count}.`)
};

const it_dash_fans_newest = /** @type {(inputs: Dash_Fans_NewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sono mostrati i ${i?.shown} più recenti; il CSV li ha tutti (${i?.count}).`)
};

const ar_dash_fans_newest = /** @type {(inputs: Dash_Fans_NewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تظهر أحدث ${i?.shown}؛ يحتوي ملف CSV على الكل (${i?.count}).`)
};

/**
* | output |
* | --- |
* | "The newest {shown} are shown; the CSV has all {count}." |
*
* @param {Dash_Fans_NewestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_fans_newest = /** @type {((inputs: Dash_Fans_NewestInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fans_NewestInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_fans_newest(inputs)
	if (locale === "fr") return fr_dash_fans_newest(inputs)
	if (locale === "de") return de_dash_fans_newest(inputs)
	if (locale === "pt-BR") return pt_br2_dash_fans_newest(inputs)
	if (locale === "it") return it_dash_fans_newest(inputs)
	if (locale === "ar") return ar_dash_fans_newest(inputs)
	return en_dash_fans_newest(inputs)
});