/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_Click_RateInputs */

const en_owner_dash_click_rate = /** @type {(inputs: Owner_Dash_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click Rate`)
};

const es_owner_dash_click_rate = /** @type {(inputs: Owner_Dash_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasa de clics`)
};

const fr_owner_dash_click_rate = /** @type {(inputs: Owner_Dash_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de clics`)
};

const de_owner_dash_click_rate = /** @type {(inputs: Owner_Dash_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klickrate`)
};

const pt_br2_owner_dash_click_rate = /** @type {(inputs: Owner_Dash_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxa de cliques`)
};

const it_owner_dash_click_rate = /** @type {(inputs: Owner_Dash_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasso di clic`)
};

const ar_owner_dash_click_rate = /** @type {(inputs: Owner_Dash_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معدل النقر`)
};

/**
* | output |
* | --- |
* | "Click Rate" |
*
* @param {Owner_Dash_Click_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_click_rate = /** @type {((inputs?: Owner_Dash_Click_RateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_Click_RateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_click_rate(inputs)
	if (locale === "fr") return fr_owner_dash_click_rate(inputs)
	if (locale === "de") return de_owner_dash_click_rate(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_click_rate(inputs)
	if (locale === "it") return it_owner_dash_click_rate(inputs)
	if (locale === "ar") return ar_owner_dash_click_rate(inputs)
	return en_owner_dash_click_rate(inputs)
});