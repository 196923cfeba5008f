/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown>, count: NonNullable<unknown> }} Dash_City_CountInputs */

const en_dash_city_count = /** @type {(inputs: Dash_City_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city}: ${i?.count}`)
};

const es_dash_city_count = /** @type {(inputs: Dash_City_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city}: ${i?.count}`)
};

const fr_dash_city_count = /** @type {(inputs: Dash_City_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} : ${i?.count}`)
};

const de_dash_city_count = /** @type {(inputs: Dash_City_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city}: ${i?.count}`)
};

const pt_br2_dash_city_count = /** @type {(inputs: Dash_City_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city}: ${i?.count}`)
};

const it_dash_city_count = /** @type {(inputs: Dash_City_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city}: ${i?.count}`)
};

const ar_dash_city_count = /** @type {(inputs: Dash_City_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city}: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{city}: {count}" |
*
* @param {Dash_City_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_city_count = /** @type {((inputs: Dash_City_CountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_City_CountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_city_count(inputs)
	if (locale === "fr") return fr_dash_city_count(inputs)
	if (locale === "de") return de_dash_city_count(inputs)
	if (locale === "pt-BR") return pt_br2_dash_city_count(inputs)
	if (locale === "it") return it_dash_city_count(inputs)
	if (locale === "ar") return ar_dash_city_count(inputs)
	return en_dash_city_count(inputs)
});