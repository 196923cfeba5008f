/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_UnpaidInputs */

const en_dash_plan_unpaid = /** @type {(inputs: Dash_Plan_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unpaid`)
};

const es_dash_plan_unpaid = /** @type {(inputs: Dash_Plan_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin pagar`)
};

const fr_dash_plan_unpaid = /** @type {(inputs: Dash_Plan_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`impayée`)
};

const de_dash_plan_unpaid = /** @type {(inputs: Dash_Plan_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unbezahlt`)
};

const pt_br2_dash_plan_unpaid = /** @type {(inputs: Dash_Plan_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não pago`)
};

const it_dash_plan_unpaid = /** @type {(inputs: Dash_Plan_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non pagato`)
};

const ar_dash_plan_unpaid = /** @type {(inputs: Dash_Plan_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مدفوعة`)
};

/**
* | output |
* | --- |
* | "unpaid" |
*
* @param {Dash_Plan_UnpaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_unpaid = /** @type {((inputs?: Dash_Plan_UnpaidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_UnpaidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_unpaid(inputs)
	if (locale === "fr") return fr_dash_plan_unpaid(inputs)
	if (locale === "de") return de_dash_plan_unpaid(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_unpaid(inputs)
	if (locale === "it") return it_dash_plan_unpaid(inputs)
	if (locale === "ar") return ar_dash_plan_unpaid(inputs)
	return en_dash_plan_unpaid(inputs)
});