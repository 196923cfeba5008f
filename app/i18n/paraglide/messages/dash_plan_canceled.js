/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_CanceledInputs */

const en_dash_plan_canceled = /** @type {(inputs: Dash_Plan_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelled`)
};

const es_dash_plan_canceled = /** @type {(inputs: Dash_Plan_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelado`)
};

const fr_dash_plan_canceled = /** @type {(inputs: Dash_Plan_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`annulée`)
};

const de_dash_plan_canceled = /** @type {(inputs: Dash_Plan_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gekündigt`)
};

const pt_br2_dash_plan_canceled = /** @type {(inputs: Dash_Plan_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelado`)
};

const it_dash_plan_canceled = /** @type {(inputs: Dash_Plan_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`annullato`)
};

const ar_dash_plan_canceled = /** @type {(inputs: Dash_Plan_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملغاة`)
};

/**
* | output |
* | --- |
* | "cancelled" |
*
* @param {Dash_Plan_CanceledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_canceled = /** @type {((inputs?: Dash_Plan_CanceledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_CanceledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_canceled(inputs)
	if (locale === "fr") return fr_dash_plan_canceled(inputs)
	if (locale === "de") return de_dash_plan_canceled(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_canceled(inputs)
	if (locale === "it") return it_dash_plan_canceled(inputs)
	if (locale === "ar") return ar_dash_plan_canceled(inputs)
	return en_dash_plan_canceled(inputs)
});