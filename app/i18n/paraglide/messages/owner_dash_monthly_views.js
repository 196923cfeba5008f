/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_Monthly_ViewsInputs */

const en_owner_dash_monthly_views = /** @type {(inputs: Owner_Dash_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly Views`)
};

const es_owner_dash_monthly_views = /** @type {(inputs: Owner_Dash_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas por mes`)
};

const fr_owner_dash_monthly_views = /** @type {(inputs: Owner_Dash_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues par mois`)
};

const de_owner_dash_monthly_views = /** @type {(inputs: Owner_Dash_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe pro Monat`)
};

const pt_br2_owner_dash_monthly_views = /** @type {(inputs: Owner_Dash_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas por mês`)
};

const it_owner_dash_monthly_views = /** @type {(inputs: Owner_Dash_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite mensili`)
};

const ar_owner_dash_monthly_views = /** @type {(inputs: Owner_Dash_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشاهدات الشهرية`)
};

/**
* | output |
* | --- |
* | "Monthly Views" |
*
* @param {Owner_Dash_Monthly_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_monthly_views = /** @type {((inputs?: Owner_Dash_Monthly_ViewsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_Monthly_ViewsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_monthly_views(inputs)
	if (locale === "fr") return fr_owner_dash_monthly_views(inputs)
	if (locale === "de") return de_owner_dash_monthly_views(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_monthly_views(inputs)
	if (locale === "it") return it_owner_dash_monthly_views(inputs)
	if (locale === "ar") return ar_owner_dash_monthly_views(inputs)
	return en_owner_dash_monthly_views(inputs)
});