/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_IncompleteInputs */

const en_dash_plan_incomplete = /** @type {(inputs: Dash_Plan_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`waiting for payment`)
};

const es_dash_plan_incomplete = /** @type {(inputs: Dash_Plan_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esperando el pago`)
};

const fr_dash_plan_incomplete = /** @type {(inputs: Dash_Plan_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente de paiement`)
};

const de_dash_plan_incomplete = /** @type {(inputs: Dash_Plan_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wartet auf Zahlung`)
};

const pt_br2_dash_plan_incomplete = /** @type {(inputs: Dash_Plan_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aguardando pagamento`)
};

const it_dash_plan_incomplete = /** @type {(inputs: Dash_Plan_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in attesa di pagamento`)
};

const ar_dash_plan_incomplete = /** @type {(inputs: Dash_Plan_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بانتظار الدفع`)
};

/**
* | output |
* | --- |
* | "waiting for payment" |
*
* @param {Dash_Plan_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_incomplete = /** @type {((inputs?: Dash_Plan_IncompleteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_IncompleteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_incomplete(inputs)
	if (locale === "fr") return fr_dash_plan_incomplete(inputs)
	if (locale === "de") return de_dash_plan_incomplete(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_incomplete(inputs)
	if (locale === "it") return it_dash_plan_incomplete(inputs)
	if (locale === "ar") return ar_dash_plan_incomplete(inputs)
	return en_dash_plan_incomplete(inputs)
});