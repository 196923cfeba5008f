/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_ClicksInputs */

const en_owner_dash_clicks = /** @type {(inputs: Owner_Dash_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link Clicks`)
};

const es_owner_dash_clicks = /** @type {(inputs: Owner_Dash_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics en enlaces`)
};

const fr_owner_dash_clicks = /** @type {(inputs: Owner_Dash_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics sur les liens`)
};

const de_owner_dash_clicks = /** @type {(inputs: Owner_Dash_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link-Klicks`)
};

const pt_br2_owner_dash_clicks = /** @type {(inputs: Owner_Dash_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques nos links`)
};

const it_owner_dash_clicks = /** @type {(inputs: Owner_Dash_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic sui link`)
};

const ar_owner_dash_clicks = /** @type {(inputs: Owner_Dash_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقرات الروابط`)
};

/**
* | output |
* | --- |
* | "Link Clicks" |
*
* @param {Owner_Dash_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_clicks = /** @type {((inputs?: Owner_Dash_ClicksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_ClicksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_clicks(inputs)
	if (locale === "fr") return fr_owner_dash_clicks(inputs)
	if (locale === "de") return de_owner_dash_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_clicks(inputs)
	if (locale === "it") return it_owner_dash_clicks(inputs)
	if (locale === "ar") return ar_owner_dash_clicks(inputs)
	return en_owner_dash_clicks(inputs)
});