/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_TrialingInputs */

const en_dash_plan_trialing = /** @type {(inputs: Dash_Plan_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in its trial`)
};

const es_dash_plan_trialing = /** @type {(inputs: Dash_Plan_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en periodo de prueba`)
};

const fr_dash_plan_trialing = /** @type {(inputs: Dash_Plan_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en période d’essai`)
};

const de_dash_plan_trialing = /** @type {(inputs: Dash_Plan_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in der Testphase`)
};

const pt_br2_dash_plan_trialing = /** @type {(inputs: Dash_Plan_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`em período de teste`)
};

const it_dash_plan_trialing = /** @type {(inputs: Dash_Plan_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in prova`)
};

const ar_dash_plan_trialing = /** @type {(inputs: Dash_Plan_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في الفترة التجريبية`)
};

/**
* | output |
* | --- |
* | "in its trial" |
*
* @param {Dash_Plan_TrialingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_trialing = /** @type {((inputs?: Dash_Plan_TrialingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_TrialingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_trialing(inputs)
	if (locale === "fr") return fr_dash_plan_trialing(inputs)
	if (locale === "de") return de_dash_plan_trialing(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_trialing(inputs)
	if (locale === "it") return it_dash_plan_trialing(inputs)
	if (locale === "ar") return ar_dash_plan_trialing(inputs)
	return en_dash_plan_trialing(inputs)
});