/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_PlanInputs */

const en_owner_plan = /** @type {(inputs: Owner_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription plan`)
};

const es_owner_plan = /** @type {(inputs: Owner_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de suscripción`)
};

const fr_owner_plan = /** @type {(inputs: Owner_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule d’abonnement`)
};

const de_owner_plan = /** @type {(inputs: Owner_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo-Modell`)
};

const pt_br2_owner_plan = /** @type {(inputs: Owner_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano de assinatura`)
};

const it_owner_plan = /** @type {(inputs: Owner_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piano di abbonamento`)
};

const ar_owner_plan = /** @type {(inputs: Owner_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطة الاشتراك`)
};

/**
* | output |
* | --- |
* | "Subscription plan" |
*
* @param {Owner_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_plan = /** @type {((inputs?: Owner_PlanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_PlanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_plan(inputs)
	if (locale === "fr") return fr_owner_plan(inputs)
	if (locale === "de") return de_owner_plan(inputs)
	if (locale === "pt-BR") return pt_br2_owner_plan(inputs)
	if (locale === "it") return it_owner_plan(inputs)
	if (locale === "ar") return ar_owner_plan(inputs)
	return en_owner_plan(inputs)
});