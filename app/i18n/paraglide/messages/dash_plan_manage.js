/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_ManageInputs */

const en_dash_plan_manage = /** @type {(inputs: Dash_Plan_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

const es_dash_plan_manage = /** @type {(inputs: Dash_Plan_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar la facturación`)
};

const fr_dash_plan_manage = /** @type {(inputs: Dash_Plan_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la facturation`)
};

const de_dash_plan_manage = /** @type {(inputs: Dash_Plan_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung verwalten`)
};

const pt_br2_dash_plan_manage = /** @type {(inputs: Dash_Plan_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciar cobrança`)
};

const it_dash_plan_manage = /** @type {(inputs: Dash_Plan_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestisci fatturazione`)
};

const ar_dash_plan_manage = /** @type {(inputs: Dash_Plan_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الفوترة`)
};

/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Dash_Plan_ManageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_manage = /** @type {((inputs?: Dash_Plan_ManageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_ManageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_manage(inputs)
	if (locale === "fr") return fr_dash_plan_manage(inputs)
	if (locale === "de") return de_dash_plan_manage(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_manage(inputs)
	if (locale === "it") return it_dash_plan_manage(inputs)
	if (locale === "ar") return ar_dash_plan_manage(inputs)
	return en_dash_plan_manage(inputs)
});