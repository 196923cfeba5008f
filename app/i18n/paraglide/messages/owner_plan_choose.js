/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Plan_ChooseInputs */

const en_owner_plan_choose = /** @type {(inputs: Owner_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan`)
};

const es_owner_plan_choose = /** @type {(inputs: Owner_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un plan`)
};

const fr_owner_plan_choose = /** @type {(inputs: Owner_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une formule`)
};

const de_owner_plan_choose = /** @type {(inputs: Owner_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Modell`)
};

const pt_br2_owner_plan_choose = /** @type {(inputs: Owner_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um plano`)
};

const it_owner_plan_choose = /** @type {(inputs: Owner_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un piano`)
};

const ar_owner_plan_choose = /** @type {(inputs: Owner_Plan_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر خطة`)
};

/**
* | output |
* | --- |
* | "Choose a plan" |
*
* @param {Owner_Plan_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_plan_choose = /** @type {((inputs?: Owner_Plan_ChooseInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Plan_ChooseInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_plan_choose(inputs)
	if (locale === "fr") return fr_owner_plan_choose(inputs)
	if (locale === "de") return de_owner_plan_choose(inputs)
	if (locale === "pt-BR") return pt_br2_owner_plan_choose(inputs)
	if (locale === "it") return it_owner_plan_choose(inputs)
	if (locale === "ar") return ar_owner_plan_choose(inputs)
	return en_owner_plan_choose(inputs)
});