/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_CityInputs */

const en_dash_no_city = /** @type {(inputs: Dash_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No city given`)
};

const es_dash_no_city = /** @type {(inputs: Dash_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin ciudad`)
};

const fr_dash_no_city = /** @type {(inputs: Dash_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville non indiquée`)
};

const de_dash_no_city = /** @type {(inputs: Dash_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Stadt angegeben`)
};

const pt_br2_dash_no_city = /** @type {(inputs: Dash_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cidade não informada`)
};

const it_dash_no_city = /** @type {(inputs: Dash_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città non indicata`)
};

const ar_dash_no_city = /** @type {(inputs: Dash_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بلا مدينة`)
};

/**
* | output |
* | --- |
* | "No city given" |
*
* @param {Dash_No_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_no_city = /** @type {((inputs?: Dash_No_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_no_city(inputs)
	if (locale === "fr") return fr_dash_no_city(inputs)
	if (locale === "de") return de_dash_no_city(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_city(inputs)
	if (locale === "it") return it_dash_no_city(inputs)
	if (locale === "ar") return ar_dash_no_city(inputs)
	return en_dash_no_city(inputs)
});