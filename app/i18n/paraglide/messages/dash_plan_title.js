/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_TitleInputs */

const en_dash_plan_title = /** @type {(inputs: Dash_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan`)
};

const es_dash_plan_title = /** @type {(inputs: Dash_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan`)
};

const fr_dash_plan_title = /** @type {(inputs: Dash_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre formule`)
};

const de_dash_plan_title = /** @type {(inputs: Dash_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Tarif`)
};

const pt_br2_dash_plan_title = /** @type {(inputs: Dash_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu plano`)
};

const it_dash_plan_title = /** @type {(inputs: Dash_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo piano`)
};

const ar_dash_plan_title = /** @type {(inputs: Dash_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطتك`)
};

/**
* | output |
* | --- |
* | "Your plan" |
*
* @param {Dash_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_title = /** @type {((inputs?: Dash_Plan_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_title(inputs)
	if (locale === "fr") return fr_dash_plan_title(inputs)
	if (locale === "de") return de_dash_plan_title(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_title(inputs)
	if (locale === "it") return it_dash_plan_title(inputs)
	if (locale === "ar") return ar_dash_plan_title(inputs)
	return en_dash_plan_title(inputs)
});