/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_Incomplete_ExpiredInputs */

const en_dash_plan_incomplete_expired = /** @type {(inputs: Dash_Plan_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not paid`)
};

const es_dash_plan_incomplete_expired = /** @type {(inputs: Dash_Plan_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no pagado`)
};

const fr_dash_plan_incomplete_expired = /** @type {(inputs: Dash_Plan_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non payée`)
};

const de_dash_plan_incomplete_expired = /** @type {(inputs: Dash_Plan_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht bezahlt`)
};

const pt_br2_dash_plan_incomplete_expired = /** @type {(inputs: Dash_Plan_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não pago`)
};

const it_dash_plan_incomplete_expired = /** @type {(inputs: Dash_Plan_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non pagato`)
};

const ar_dash_plan_incomplete_expired = /** @type {(inputs: Dash_Plan_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُدفع`)
};

/**
* | output |
* | --- |
* | "not paid" |
*
* @param {Dash_Plan_Incomplete_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_incomplete_expired = /** @type {((inputs?: Dash_Plan_Incomplete_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Incomplete_ExpiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_incomplete_expired(inputs)
	if (locale === "fr") return fr_dash_plan_incomplete_expired(inputs)
	if (locale === "de") return de_dash_plan_incomplete_expired(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_incomplete_expired(inputs)
	if (locale === "it") return it_dash_plan_incomplete_expired(inputs)
	if (locale === "ar") return ar_dash_plan_incomplete_expired(inputs)
	return en_dash_plan_incomplete_expired(inputs)
});