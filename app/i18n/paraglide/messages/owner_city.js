/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_CityInputs */

const en_owner_city = /** @type {(inputs: Owner_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const es_owner_city = /** @type {(inputs: Owner_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

const fr_owner_city = /** @type {(inputs: Owner_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

const de_owner_city = /** @type {(inputs: Owner_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stadt`)
};

const pt_br2_owner_city = /** @type {(inputs: Owner_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cidade`)
};

const it_owner_city = /** @type {(inputs: Owner_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città`)
};

const ar_owner_city = /** @type {(inputs: Owner_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدينة`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Owner_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_city = /** @type {((inputs?: Owner_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_city(inputs)
	if (locale === "fr") return fr_owner_city(inputs)
	if (locale === "de") return de_owner_city(inputs)
	if (locale === "pt-BR") return pt_br2_owner_city(inputs)
	if (locale === "it") return it_owner_city(inputs)
	if (locale === "ar") return ar_owner_city(inputs)
	return en_owner_city(inputs)
});