/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_All_FansInputs */

const en_dash_all_fans = /** @type {(inputs: Dash_All_FansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All fans (${i?.count})`)
};

const es_dash_all_fans = /** @type {(inputs: Dash_All_FansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los fans (${i?.count})`)
};

const fr_dash_all_fans = /** @type {(inputs: Dash_All_FansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tous les fans (${i?.count})`)
};

const de_dash_all_fans = /** @type {(inputs: Dash_All_FansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Fans (${i?.count})`)
};

const pt_br2_dash_all_fans = /** @type {(inputs: Dash_All_FansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os fãs (${i?.count})`)
};

const it_dash_all_fans = /** @type {(inputs: Dash_All_FansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tutti i fan (${i?.count})`)
};

const ar_dash_all_fans = /** @type {(inputs: Dash_All_FansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كل المعجبين (${i?.count})`)
};

/**
* | output |
* | --- |
* | "All fans ({count})" |
*
* @param {Dash_All_FansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_all_fans = /** @type {((inputs: Dash_All_FansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_All_FansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_all_fans(inputs)
	if (locale === "fr") return fr_dash_all_fans(inputs)
	if (locale === "de") return de_dash_all_fans(inputs)
	if (locale === "pt-BR") return pt_br2_dash_all_fans(inputs)
	if (locale === "it") return it_dash_all_fans(inputs)
	if (locale === "ar") return ar_dash_all_fans(inputs)
	return en_dash_all_fans(inputs)
});