/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_ActiveInputs */

const en_dash_plan_active = /** @type {(inputs: Dash_Plan_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
};

const es_dash_plan_active = /** @type {(inputs: Dash_Plan_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activo`)
};

const fr_dash_plan_active = /** @type {(inputs: Dash_Plan_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
};

const de_dash_plan_active = /** @type {(inputs: Dash_Plan_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aktiv`)
};

const pt_br2_dash_plan_active = /** @type {(inputs: Dash_Plan_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ativo`)
};

const it_dash_plan_active = /** @type {(inputs: Dash_Plan_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attivo`)
};

const ar_dash_plan_active = /** @type {(inputs: Dash_Plan_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفعّلة`)
};

/**
* | output |
* | --- |
* | "active" |
*
* @param {Dash_Plan_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_active = /** @type {((inputs?: Dash_Plan_ActiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_ActiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_active(inputs)
	if (locale === "fr") return fr_dash_plan_active(inputs)
	if (locale === "de") return de_dash_plan_active(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_active(inputs)
	if (locale === "it") return it_dash_plan_active(inputs)
	if (locale === "ar") return ar_dash_plan_active(inputs)
	return en_dash_plan_active(inputs)
});