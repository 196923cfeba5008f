/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Hit_Link_ClickInputs */

const en_dash_hit_link_click = /** @type {(inputs: Dash_Hit_Link_ClickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link Click`)
};

const es_dash_hit_link_click = /** @type {(inputs: Dash_Hit_Link_ClickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic en enlace`)
};

const fr_dash_hit_link_click = /** @type {(inputs: Dash_Hit_Link_ClickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic sur un lien`)
};

const de_dash_hit_link_click = /** @type {(inputs: Dash_Hit_Link_ClickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link-Klick`)
};

const pt_br2_dash_hit_link_click = /** @type {(inputs: Dash_Hit_Link_ClickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clique em link`)
};

const it_dash_hit_link_click = /** @type {(inputs: Dash_Hit_Link_ClickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clic su link`)
};

const ar_dash_hit_link_click = /** @type {(inputs: Dash_Hit_Link_ClickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقرة على رابط`)
};

/**
* | output |
* | --- |
* | "Link Click" |
*
* @param {Dash_Hit_Link_ClickInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_hit_link_click = /** @type {((inputs?: Dash_Hit_Link_ClickInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Hit_Link_ClickInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_hit_link_click(inputs)
	if (locale === "fr") return fr_dash_hit_link_click(inputs)
	if (locale === "de") return de_dash_hit_link_click(inputs)
	if (locale === "pt-BR") return pt_br2_dash_hit_link_click(inputs)
	if (locale === "it") return it_dash_hit_link_click(inputs)
	if (locale === "ar") return ar_dash_hit_link_click(inputs)
	return en_dash_hit_link_click(inputs)
});