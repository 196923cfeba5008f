/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_Past_DueInputs */

const en_dash_plan_past_due = /** @type {(inputs: Dash_Plan_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment overdue`)
};

const es_dash_plan_past_due = /** @type {(inputs: Dash_Plan_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pago vencido`)
};

const fr_dash_plan_past_due = /** @type {(inputs: Dash_Plan_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paiement en retard`)
};

const de_dash_plan_past_due = /** @type {(inputs: Dash_Plan_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung überfällig`)
};

const pt_br2_dash_plan_past_due = /** @type {(inputs: Dash_Plan_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pagamento atrasado`)
};

const it_dash_plan_past_due = /** @type {(inputs: Dash_Plan_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pagamento scaduto`)
};

const ar_dash_plan_past_due = /** @type {(inputs: Dash_Plan_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدفع متأخر`)
};

/**
* | output |
* | --- |
* | "payment overdue" |
*
* @param {Dash_Plan_Past_DueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_past_due = /** @type {((inputs?: Dash_Plan_Past_DueInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Past_DueInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_past_due(inputs)
	if (locale === "fr") return fr_dash_plan_past_due(inputs)
	if (locale === "de") return de_dash_plan_past_due(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_past_due(inputs)
	if (locale === "it") return it_dash_plan_past_due(inputs)
	if (locale === "ar") return ar_dash_plan_past_due(inputs)
	return en_dash_plan_past_due(inputs)
});