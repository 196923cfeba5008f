/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_Link_ClicksInputs */

const en_dash_no_link_clicks = /** @type {(inputs: Dash_No_Link_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No link clicks yet`)
};

const es_dash_no_link_clicks = /** @type {(inputs: Dash_No_Link_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay clics en enlaces`)
};

const fr_dash_no_link_clicks = /** @type {(inputs: Dash_No_Link_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun clic sur un lien pour l’instant`)
};

const de_dash_no_link_clicks = /** @type {(inputs: Dash_No_Link_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Link-Klicks`)
};

const pt_br2_dash_no_link_clicks = /** @type {(inputs: Dash_No_Link_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem cliques em links`)
};

const it_dash_no_link_clicks = /** @type {(inputs: Dash_No_Link_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun clic sui link`)
};

const ar_dash_no_link_clicks = /** @type {(inputs: Dash_No_Link_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا نقرات على الروابط بعد`)
};

/**
* | output |
* | --- |
* | "No link clicks yet" |
*
* @param {Dash_No_Link_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_no_link_clicks = /** @type {((inputs?: Dash_No_Link_ClicksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_Link_ClicksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_no_link_clicks(inputs)
	if (locale === "fr") return fr_dash_no_link_clicks(inputs)
	if (locale === "de") return de_dash_no_link_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_link_clicks(inputs)
	if (locale === "it") return it_dash_no_link_clicks(inputs)
	if (locale === "ar") return ar_dash_no_link_clicks(inputs)
	return en_dash_no_link_clicks(inputs)
});