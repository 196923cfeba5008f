/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_ClicksInputs */

const en_dash_col_clicks = /** @type {(inputs: Dash_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicks`)
};

const es_dash_col_clicks = /** @type {(inputs: Dash_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics`)
};

const fr_dash_col_clicks = /** @type {(inputs: Dash_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics`)
};

const de_dash_col_clicks = /** @type {(inputs: Dash_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klicks`)
};

const pt_br2_dash_col_clicks = /** @type {(inputs: Dash_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques`)
};

const it_dash_col_clicks = /** @type {(inputs: Dash_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic`)
};

const ar_dash_col_clicks = /** @type {(inputs: Dash_Col_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النقرات`)
};

/**
* | output |
* | --- |
* | "Clicks" |
*
* @param {Dash_Col_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_clicks = /** @type {((inputs?: Dash_Col_ClicksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_ClicksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_clicks(inputs)
	if (locale === "fr") return fr_dash_col_clicks(inputs)
	if (locale === "de") return de_dash_col_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_clicks(inputs)
	if (locale === "it") return it_dash_col_clicks(inputs)
	if (locale === "ar") return ar_dash_col_clicks(inputs)
	return en_dash_col_clicks(inputs)
});