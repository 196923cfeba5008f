/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Pick_PlanInputs */

const en_owner_msg_pick_plan = /** @type {(inputs: Owner_Msg_Pick_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a plan`)
};

const es_owner_msg_pick_plan = /** @type {(inputs: Owner_Msg_Pick_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un plan`)
};

const fr_owner_msg_pick_plan = /** @type {(inputs: Owner_Msg_Pick_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une formule`)
};

const de_owner_msg_pick_plan = /** @type {(inputs: Owner_Msg_Pick_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Modell`)
};

const pt_br2_owner_msg_pick_plan = /** @type {(inputs: Owner_Msg_Pick_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um plano`)
};

const it_owner_msg_pick_plan = /** @type {(inputs: Owner_Msg_Pick_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un piano`)
};

const ar_owner_msg_pick_plan = /** @type {(inputs: Owner_Msg_Pick_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر خطة`)
};

/**
* | output |
* | --- |
* | "Pick a plan" |
*
* @param {Owner_Msg_Pick_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_pick_plan = /** @type {((inputs?: Owner_Msg_Pick_PlanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Pick_PlanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_pick_plan(inputs)
	if (locale === "fr") return fr_owner_msg_pick_plan(inputs)
	if (locale === "de") return de_owner_msg_pick_plan(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_pick_plan(inputs)
	if (locale === "it") return it_owner_msg_pick_plan(inputs)
	if (locale === "ar") return ar_owner_msg_pick_plan(inputs)
	return en_owner_msg_pick_plan(inputs)
});