/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fans_By_CityInputs */

const en_dash_fans_by_city = /** @type {(inputs: Dash_Fans_By_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans by city`)
};

const es_dash_fans_by_city = /** @type {(inputs: Dash_Fans_By_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans por ciudad`)
};

const fr_dash_fans_by_city = /** @type {(inputs: Dash_Fans_By_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans par ville`)
};

const de_dash_fans_by_city = /** @type {(inputs: Dash_Fans_By_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans nach Stadt`)
};

const pt_br2_dash_fans_by_city = /** @type {(inputs: Dash_Fans_By_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fãs por cidade`)
};

const it_dash_fans_by_city = /** @type {(inputs: Dash_Fans_By_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fan per città`)
};

const ar_dash_fans_by_city = /** @type {(inputs: Dash_Fans_By_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعجبون حسب المدينة`)
};

/**
* | output |
* | --- |
* | "Fans by city" |
*
* @param {Dash_Fans_By_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_fans_by_city = /** @type {((inputs?: Dash_Fans_By_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fans_By_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_fans_by_city(inputs)
	if (locale === "fr") return fr_dash_fans_by_city(inputs)
	if (locale === "de") return de_dash_fans_by_city(inputs)
	if (locale === "pt-BR") return pt_br2_dash_fans_by_city(inputs)
	if (locale === "it") return it_dash_fans_by_city(inputs)
	if (locale === "ar") return ar_dash_fans_by_city(inputs)
	return en_dash_fans_by_city(inputs)
});