/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_DetailsInputs */

const en_dash_col_details = /** @type {(inputs: Dash_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const es_dash_col_details = /** @type {(inputs: Dash_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

const fr_dash_col_details = /** @type {(inputs: Dash_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

const de_dash_col_details = /** @type {(inputs: Dash_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const pt_br2_dash_col_details = /** @type {(inputs: Dash_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalhes`)
};

const it_dash_col_details = /** @type {(inputs: Dash_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dettagli`)
};

const ar_dash_col_details = /** @type {(inputs: Dash_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التفاصيل`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Dash_Col_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_details = /** @type {((inputs?: Dash_Col_DetailsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_DetailsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_details(inputs)
	if (locale === "fr") return fr_dash_col_details(inputs)
	if (locale === "de") return de_dash_col_details(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_details(inputs)
	if (locale === "it") return it_dash_col_details(inputs)
	if (locale === "ar") return ar_dash_col_details(inputs)
	return en_dash_col_details(inputs)
});