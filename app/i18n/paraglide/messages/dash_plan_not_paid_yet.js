/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_Not_Paid_YetInputs */

const en_dash_plan_not_paid_yet = /** @type {(inputs: Dash_Plan_Not_Paid_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not paid yet`)
};

const es_dash_plan_not_paid_yet = /** @type {(inputs: Dash_Plan_Not_Paid_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin pagar`)
};

const fr_dash_plan_not_paid_yet = /** @type {(inputs: Dash_Plan_Not_Paid_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas encore payée`)
};

const de_dash_plan_not_paid_yet = /** @type {(inputs: Dash_Plan_Not_Paid_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch nicht bezahlt`)
};

const pt_br2_dash_plan_not_paid_yet = /** @type {(inputs: Dash_Plan_Not_Paid_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ainda não pago`)
};

const it_dash_plan_not_paid_yet = /** @type {(inputs: Dash_Plan_Not_Paid_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non ancora pagato`)
};

const ar_dash_plan_not_paid_yet = /** @type {(inputs: Dash_Plan_Not_Paid_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُدفع بعد`)
};

/**
* | output |
* | --- |
* | "not paid yet" |
*
* @param {Dash_Plan_Not_Paid_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_not_paid_yet = /** @type {((inputs?: Dash_Plan_Not_Paid_YetInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Not_Paid_YetInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_not_paid_yet(inputs)
	if (locale === "fr") return fr_dash_plan_not_paid_yet(inputs)
	if (locale === "de") return de_dash_plan_not_paid_yet(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_not_paid_yet(inputs)
	if (locale === "it") return it_dash_plan_not_paid_yet(inputs)
	if (locale === "ar") return ar_dash_plan_not_paid_yet(inputs)
	return en_dash_plan_not_paid_yet(inputs)
});