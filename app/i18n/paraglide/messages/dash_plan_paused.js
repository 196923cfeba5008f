/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_PausedInputs */

const en_dash_plan_paused = /** @type {(inputs: Dash_Plan_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paused`)
};

const es_dash_plan_paused = /** @type {(inputs: Dash_Plan_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en pausa`)
};

const fr_dash_plan_paused = /** @type {(inputs: Dash_Plan_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en pause`)
};

const de_dash_plan_paused = /** @type {(inputs: Dash_Plan_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pausiert`)
};

const pt_br2_dash_plan_paused = /** @type {(inputs: Dash_Plan_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pausado`)
};

const it_dash_plan_paused = /** @type {(inputs: Dash_Plan_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in pausa`)
};

const ar_dash_plan_paused = /** @type {(inputs: Dash_Plan_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متوقفة مؤقتًا`)
};

/**
* | output |
* | --- |
* | "paused" |
*
* @param {Dash_Plan_PausedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_paused = /** @type {((inputs?: Dash_Plan_PausedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_PausedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_paused(inputs)
	if (locale === "fr") return fr_dash_plan_paused(inputs)
	if (locale === "de") return de_dash_plan_paused(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_paused(inputs)
	if (locale === "it") return it_dash_plan_paused(inputs)
	if (locale === "ar") return ar_dash_plan_paused(inputs)
	return en_dash_plan_paused(inputs)
});