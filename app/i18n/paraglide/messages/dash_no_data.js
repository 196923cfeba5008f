/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_DataInputs */

const en_dash_no_data = /** @type {(inputs: Dash_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No data yet`)
};

const es_dash_no_data = /** @type {(inputs: Dash_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay datos`)
};

const fr_dash_no_data = /** @type {(inputs: Dash_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de données`)
};

const de_dash_no_data = /** @type {(inputs: Dash_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Daten`)
};

const pt_br2_dash_no_data = /** @type {(inputs: Dash_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem dados`)
};

const it_dash_no_data = /** @type {(inputs: Dash_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun dato`)
};

const ar_dash_no_data = /** @type {(inputs: Dash_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد بيانات بعد`)
};

/**
* | output |
* | --- |
* | "No data yet" |
*
* @param {Dash_No_DataInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_no_data = /** @type {((inputs?: Dash_No_DataInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_DataInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_no_data(inputs)
	if (locale === "fr") return fr_dash_no_data(inputs)
	if (locale === "de") return de_dash_no_data(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_data(inputs)
	if (locale === "it") return it_dash_no_data(inputs)
	if (locale === "ar") return ar_dash_no_data(inputs)
	return en_dash_no_data(inputs)
});