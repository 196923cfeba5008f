/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown>, count: NonNullable<unknown> }} Dash_Fans_InInputs */

const en_dash_fans_in = /** @type {(inputs: Dash_Fans_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fans in ${i?.city} (${i?.count})`)
};

const es_dash_fans_in = /** @type {(inputs: Dash_Fans_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fans en ${i?.city} (${i?.count})`)
};

const fr_dash_fans_in = /** @type {(inputs: Dash_Fans_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fans à ${i?.city} (${i?.count})`)
};

const de_dash_fans_in = /** @type {(inputs: Dash_Fans_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fans in ${i?.city} (${i?.count})`)
};

const pt_br2_dash_fans_in = /** @type {(inputs: Dash_Fans_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fãs em ${i?.city} (${i?.count})`)
};

const it_dash_fans_in = /** @type {(inputs: Dash_Fans_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fan a ${i?.city} (${i?.count})`)
};

const ar_dash_fans_in = /** @type {(inputs: Dash_Fans_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المعجبون في ${i?.city} (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Fans in {city} ({count})" |
*
* @param {Dash_Fans_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_fans_in = /** @type {((inputs: Dash_Fans_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fans_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_fans_in(inputs)
	if (locale === "fr") return fr_dash_fans_in(inputs)
	if (locale === "de") return de_dash_fans_in(inputs)
	if (locale === "pt-BR") return pt_br2_dash_fans_in(inputs)
	if (locale === "it") return it_dash_fans_in(inputs)
	if (locale === "ar") return ar_dash_fans_in(inputs)
	return en_dash_fans_in(inputs)
});