/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_CityInputs */

const en_dash_col_city = /** @type {(inputs: Dash_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const es_dash_col_city = /** @type {(inputs: Dash_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

const fr_dash_col_city = /** @type {(inputs: Dash_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

const de_dash_col_city = /** @type {(inputs: Dash_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stadt`)
};

const pt_br2_dash_col_city = /** @type {(inputs: Dash_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cidade`)
};

const it_dash_col_city = /** @type {(inputs: Dash_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città`)
};

const ar_dash_col_city = /** @type {(inputs: Dash_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدينة`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Dash_Col_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_city = /** @type {((inputs?: Dash_Col_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_city(inputs)
	if (locale === "fr") return fr_dash_col_city(inputs)
	if (locale === "de") return de_dash_col_city(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_city(inputs)
	if (locale === "it") return it_dash_col_city(inputs)
	if (locale === "ar") return ar_dash_col_city(inputs)
	return en_dash_col_city(inputs)
});