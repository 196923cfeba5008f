/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_DateInputs */

const en_dash_col_date = /** @type {(inputs: Dash_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const es_dash_col_date = /** @type {(inputs: Dash_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

const fr_dash_col_date = /** @type {(inputs: Dash_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const de_dash_col_date = /** @type {(inputs: Dash_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

const pt_br2_dash_col_date = /** @type {(inputs: Dash_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data`)
};

const it_dash_col_date = /** @type {(inputs: Dash_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data`)
};

const ar_dash_col_date = /** @type {(inputs: Dash_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التاريخ`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Dash_Col_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_date = /** @type {((inputs?: Dash_Col_DateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_DateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_date(inputs)
	if (locale === "fr") return fr_dash_col_date(inputs)
	if (locale === "de") return de_dash_col_date(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_date(inputs)
	if (locale === "it") return it_dash_col_date(inputs)
	if (locale === "ar") return ar_dash_col_date(inputs)
	return en_dash_col_date(inputs)
});